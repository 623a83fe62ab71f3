struct A {
  var x: Int! = 0
  { let k = "v" }
}
