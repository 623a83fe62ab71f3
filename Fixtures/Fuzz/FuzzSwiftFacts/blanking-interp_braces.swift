struct A {
  var a = "\({ let k = "v" }())"
}
