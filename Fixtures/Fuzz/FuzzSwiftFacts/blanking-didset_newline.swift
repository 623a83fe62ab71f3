struct A {
  var x: Int! = 0 {
  didSet { let k = "v" } }
}
