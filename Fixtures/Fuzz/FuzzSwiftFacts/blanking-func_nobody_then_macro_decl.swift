struct A {
  func f()
  macro m() = { let k = "v" }()
}
