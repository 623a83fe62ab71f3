class A {
  let vc = actor.instantiateViewController(withIdentifier: "X");
  func show() { present(vc, animated: true) }
}
