//
//  LibraryViewController.swift
//  Shelf
//
//  Created by Jonas Lindqvist on 04/02/2023.
//

import UIKit

final class LibraryViewController: UITableViewController {

    var books: [Book] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        books.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BookCell", for: indexPath)
        cell.textLabel?.text = books[indexPath.row].title
        cell.detailTextLabel?.text = books[indexPath.row].author
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let bookScreen = StoryboardScene.Main.book.instantiate()
        bookScreen.book = books[indexPath.row]
        navigationController?.pushViewController(bookScreen, animated: true)
    }

    @IBAction func statsTapped(_ sender: UIBarButtonItem) {
        let stats = StoryboardScene.Main.readingStats.instantiate()
        stats.books = books.filter { $0.finishedOn != nil }
        navigationController?.pushViewController(stats, animated: true)
    }

    @IBAction func settingsTapped(_ sender: UIBarButtonItem) {
        let settings = StoryboardScene.Settings.initialScene.instantiate()
        settings.modalPresentationStyle = .formSheet
        present(settings, animated: true)
    }
}
