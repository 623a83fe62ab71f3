func f()
if c { let k = "v" }
