struct A {
  var y = actor + foo {
    var z = 0
    if c { let k = "v" }
  } // sgue
}
