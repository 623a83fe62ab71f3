struct A {
#if X
  var x = { let k = "v" }()
#endif
}
