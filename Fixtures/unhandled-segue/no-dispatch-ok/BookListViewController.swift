//
//  BookListViewController.swift
//  Shelf
//

import UIKit

final class BookListViewController: UITableViewController {

    private var books: [Book] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        books.count
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let bookController = segue.destination as? BookViewController else { return }
        if let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) {
            bookController.book = books[indexPath.row]
        } else {
            bookController.book = Book(title: "", author: "")
            bookController.startsEditing = true
        }
    }
}
