struct A {
  var x = 0; foo { let k = "v" }
}
