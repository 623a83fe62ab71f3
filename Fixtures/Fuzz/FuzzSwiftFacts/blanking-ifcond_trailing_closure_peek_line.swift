struct A {
  var x: Int! = if a.map { b
  } { 1 } else { 2 }
}
