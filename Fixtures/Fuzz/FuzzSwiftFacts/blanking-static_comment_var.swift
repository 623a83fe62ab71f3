struct A {
  static
  // c
  var x = { let k = "v" }()
}
