protocol P {
  init()
  #m { let k = "v" }
}
