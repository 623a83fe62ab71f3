func f() { struct+	S {} } /*
segue */
