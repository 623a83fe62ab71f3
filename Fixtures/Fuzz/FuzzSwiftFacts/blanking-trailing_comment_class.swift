struct A {
  func f() { struct	S {} } // class x
}
