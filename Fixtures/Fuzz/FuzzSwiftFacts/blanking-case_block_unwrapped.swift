struct A {
  var x: Int! = foo { case 1: () }
}
