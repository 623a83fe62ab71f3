struct A {
  var x = a.map { let k = "v" }.isEmpty ? 1 : if let z = segue { 2 } else { 3 }
}
