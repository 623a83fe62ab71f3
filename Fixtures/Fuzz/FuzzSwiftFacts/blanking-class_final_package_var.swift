class A {
  class final package var x = { let k = "v" }()
}
