struct A {
  var x = 0
  subscript(i: Int) -> Int { let k = "v"; return 0 }
}
