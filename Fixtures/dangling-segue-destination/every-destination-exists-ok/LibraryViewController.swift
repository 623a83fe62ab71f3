//
//  LibraryViewController.swift
//  Shelf
//

import UIKit

final class LibraryViewController: UIViewController {

    var books: [Book] = []
    var currentBook: Book?

    func open(_ book: Book) {
        currentBook = book
        performSegue(withIdentifier: "showBook", sender: self)
    }

    @IBAction func downloadsTapped(_ sender: UIBarButtonItem) {
        performSegue(withIdentifier: "showDownloads", sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showBook"?, "openCurrentBook"?:
            (segue.destination as? BookViewController)?.book = currentBook
        case "showDownloads"?:
            (segue.destination as? DownloadsViewController)?.filter = .inProgress
        default:
            break
        }
    }

    @IBAction func unwindToLibrary(_ segue: UIStoryboardSegue) {
        if let reader = segue.source as? BookViewController, let book = reader.book {
            currentBook = book
        }
    }
}
