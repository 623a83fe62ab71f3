struct A {
  static  var x = { let k = "v" }()
}
