struct A {
 var x = 0
 #m { let k = "v" }
}
