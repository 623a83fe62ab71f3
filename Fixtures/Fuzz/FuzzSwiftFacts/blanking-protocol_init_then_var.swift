protocol P {
  init()
  var x: Int { get }
}
struct A { var y = { let k = "v" }() }
