struct A {
  var a: Int { get { let k = "v"; return 1 } }
}
