struct A {
  static distributed var x = { let k = "v" }()
}
