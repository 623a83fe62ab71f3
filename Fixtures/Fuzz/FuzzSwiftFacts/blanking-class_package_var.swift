class A {
 class package var x = { let k = "v" }()
}
