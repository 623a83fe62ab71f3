extension A where T == Int {
  var x: Int { let k = "v"; return 1 }
}
