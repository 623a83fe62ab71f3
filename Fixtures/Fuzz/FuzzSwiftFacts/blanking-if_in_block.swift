struct A {
  var a = {
#if X
 let k = "v"
#endif
  }()
}
