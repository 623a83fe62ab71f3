protocol P {
  subscript(i: Int) -> Int { get }
  #m { let k = "v" }
}
