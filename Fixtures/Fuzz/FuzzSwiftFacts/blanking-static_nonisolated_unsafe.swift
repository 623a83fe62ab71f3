struct A {
  static nonisolated(unsafe) var x = { let k = "v" }()
}
