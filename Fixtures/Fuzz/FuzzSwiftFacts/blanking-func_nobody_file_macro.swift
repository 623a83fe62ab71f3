func f()
#m { let k = "v" }
