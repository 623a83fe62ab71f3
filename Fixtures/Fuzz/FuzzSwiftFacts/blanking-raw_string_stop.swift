struct A {
  var x = { let k = #"v"# }()
  func f() { let k = "v" }
}
