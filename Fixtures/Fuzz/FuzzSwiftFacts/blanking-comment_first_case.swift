struct A {
  var x: Int! = foo { // c
  case 1: () }
}
