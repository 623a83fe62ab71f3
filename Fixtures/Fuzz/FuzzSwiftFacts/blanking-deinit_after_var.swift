class A {
  var x = 0
  deinit { let k = "v" }
}
