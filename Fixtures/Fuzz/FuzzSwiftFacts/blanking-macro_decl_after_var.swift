struct A {
  var x = 0
  macro m() = { let k = "v" }()
}
