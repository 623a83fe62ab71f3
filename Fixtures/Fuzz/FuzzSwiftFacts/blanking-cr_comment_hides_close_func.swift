func f() { // c}
let k = "v"
}
