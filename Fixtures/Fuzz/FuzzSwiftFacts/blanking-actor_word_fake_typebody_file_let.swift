let y = actor + foo {
  var x = 0
  if c { let k = "v" }
}
