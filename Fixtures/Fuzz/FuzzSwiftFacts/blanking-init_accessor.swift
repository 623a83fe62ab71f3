struct A {
  var x: Int { init { let k = "v" } get { 1 } }
}
