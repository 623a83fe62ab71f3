struct actor {}
func segue() -> actor where actor: Any {
  var x = { struct	S {} }()
}
