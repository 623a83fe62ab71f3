struct A {
  var x = 0
  struct `S` { let k = "v" }
}
