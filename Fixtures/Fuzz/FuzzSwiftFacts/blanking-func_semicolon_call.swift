func f();
foo { let k = "v" }
