struct A {
  var x = 0
  precedencegroup P { }
  let y = 1
}
