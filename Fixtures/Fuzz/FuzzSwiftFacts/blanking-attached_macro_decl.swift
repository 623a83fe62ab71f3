struct A {
  var x = 0
  @attached(member) macro m() = { let k = "v" }()
}
