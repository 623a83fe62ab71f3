struct A {
  var a = { let k = "v" }() + actor.segue
}
