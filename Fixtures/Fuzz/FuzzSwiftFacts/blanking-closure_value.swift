struct A {
  var x: (Int) -> Int = { y in let k = "v"; return y }
}
