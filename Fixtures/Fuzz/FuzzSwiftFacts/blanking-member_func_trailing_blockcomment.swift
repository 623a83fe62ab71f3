struct A {
  func f() { struct	S {} } /*
  segue */
}
