struct A {
  var x = foo { let k = "v" }
  #if X
  .segue
  #endif
}
