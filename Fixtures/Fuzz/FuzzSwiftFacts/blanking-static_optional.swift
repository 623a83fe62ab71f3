struct A {
  static optional var x = { let k = "v" }()
}
