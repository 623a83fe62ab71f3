struct A {
  var x = 0
  { case 1: let k = "v" }
}
