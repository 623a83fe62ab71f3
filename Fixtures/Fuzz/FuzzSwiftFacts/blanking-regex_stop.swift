struct A {
  var x = { let r = /a+/; return r }()
  var y = { let k = "v" }()
}
