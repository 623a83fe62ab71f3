protocol P {
 func f()
 #m { let k = "v" }
}
