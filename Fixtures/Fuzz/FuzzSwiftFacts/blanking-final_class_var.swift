class A {
  final class var x: Int { let k = "v"; return 1 }
}
