struct A {
  func f()
  foo { let k = "v" }
}
