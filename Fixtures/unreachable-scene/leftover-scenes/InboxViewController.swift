//
//  InboxViewController.swift
//  Postbox
//
//  Created by Oskar Lindqvist on 21/10/2022.
//

import UIKit

struct Message {
    var sender: String
    var subject: String
    var body: String
    var readAt: Date?
}

final class InboxViewController: UITableViewController {

    private var messages: [Message] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.searchController = UISearchController(searchResultsController: nil)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Archive", style: .plain, target: self, action: #selector(showArchive))
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MessageCell", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row].subject
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showMessage",
           let cell = sender as? UITableViewCell,
           let indexPath = tableView.indexPath(for: cell) {
            (segue.destination as? MessageViewController)?.message = messages[indexPath.row]
        }
    }

    @IBAction func composeTapped(_ sender: UIBarButtonItem) {
        guard let compose = storyboard?.instantiateViewController(withIdentifier: "Compose") as? ComposeViewController else { return }
        present(UINavigationController(rootViewController: compose), animated: true)
    }

    @objc private func showArchive() {
        navigationController?.pushViewController(ArchiveViewController(style: .insetGrouped), animated: true)
    }
}
