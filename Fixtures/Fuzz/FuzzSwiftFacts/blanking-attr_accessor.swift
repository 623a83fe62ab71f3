struct A {
  var x: Int { @inline(never) get { let k = "v"; return 1 } }
}
