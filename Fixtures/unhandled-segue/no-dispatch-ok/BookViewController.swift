//
//  BookViewController.swift
//  Shelf
//

import UIKit

struct Book {
    var title: String
    var author: String
}

final class BookViewController: UIViewController {

    var book: Book?
    var startsEditing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = book?.title
        setEditing(startsEditing, animated: false)
    }
}
