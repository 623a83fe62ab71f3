struct A {
  var a = { let k = "v" }(), b = { let j = "w" }()
}
