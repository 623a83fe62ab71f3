struct A {
  lazy var x = { let k = "v" }()
}
