struct A {
  static @MainActor var x = { let k = "v" }()
}
