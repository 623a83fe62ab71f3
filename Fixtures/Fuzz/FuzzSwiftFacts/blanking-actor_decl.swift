actor B {
  var x = { let k = "v" }()
  nonisolated func f() { let k = "v" }
}
