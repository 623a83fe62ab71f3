struct A {
  func f()
  /* class */ {
    struct	S {}
  }
}
