struct A {
  var x = { let k = "v" }()
#if X
}
#else
}
#endif
