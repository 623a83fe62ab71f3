enum E {
  case a
  var x: Int { let k = "v"; return 1 }
}
