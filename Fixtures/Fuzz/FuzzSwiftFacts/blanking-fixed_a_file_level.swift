var x = 0
if c { let k = "v" }
