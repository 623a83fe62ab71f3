struct A {
  var x = a.filter { $0 > 1 }.map { let k = "v" }
}
