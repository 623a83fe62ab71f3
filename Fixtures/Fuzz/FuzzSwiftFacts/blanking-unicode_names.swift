struct Ä {
  var é = { let k = "v" }()
  func ü() { let k = "v" }
}
