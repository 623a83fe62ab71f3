struct A {
  var x = { struct	S {}; return 1 }()
}
