struct A {
  var body: some View { VStack { let k = "v" } }
}
