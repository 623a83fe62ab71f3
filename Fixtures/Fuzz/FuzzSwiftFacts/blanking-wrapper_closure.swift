struct A {
  @W({ let k = "v" }) var a = { let j = "w" }()
}
