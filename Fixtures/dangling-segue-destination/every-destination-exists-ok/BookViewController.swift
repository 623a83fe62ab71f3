//
//  BookViewController.swift
//  Shelf
//

import UIKit

struct Book: Hashable, Codable {
    var title: String
    var lastPage: Int
}

final class BookViewController: UIPageViewController {
    var book: Book?

    @objc func closeTapped() {
        performSegue(withIdentifier: "closeBook", sender: self)
    }
}

final class DownloadsViewController: UITableViewController {
    enum Filter {
        case all, inProgress
    }
    var filter: Filter = .all
}
