protocol P {
  static func ==(a: Self, b: Self) -> Bool
  #m { let k = "v" }
}
