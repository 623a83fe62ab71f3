struct A {
 static package var x = { let k = "v" }()
}
