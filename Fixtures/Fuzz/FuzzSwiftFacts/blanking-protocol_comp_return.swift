func segue() -> protocol<A> {
 var x = { struct	S {} }()
}
