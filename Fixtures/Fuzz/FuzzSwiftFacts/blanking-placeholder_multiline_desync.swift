struct A {
  let p = <#a"""#>
}
let q = """
var x = 0
if c { let k = "v" }
"""
