//
//  MoveMessageViewController.swift
//  Postbox
//
//  Created by Aoife Brennan on 19/02/2024.
//

import UIKit

/// Moves one message to a mailbox: the recently used mailboxes in a short table on top, every
/// mailbox in the table below. Both tables have a "FolderCell" prototype.
final class MoveMessageViewController: UIViewController {

    @IBOutlet private weak var recentTableView: UITableView!
    @IBOutlet private weak var allMailboxesTableView: UITableView!

    var message: Message?
    var onMove: (() -> Void)?

    private let store = MailStore.shared

    private func mailboxes(in tableView: UITableView) -> [Mailbox] {
        tableView === recentTableView ? store.recentMailboxes : store.mailboxes
    }

    @IBAction func cancelTapped(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }
}

extension MoveMessageViewController: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView === recentTableView ? "Recent" : "All Mailboxes"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        mailboxes(in: tableView).count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let mailbox = mailboxes(in: tableView)[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "FolderCell", for: indexPath) as! FolderCell
        cell.iconView.image = UIImage(systemName: mailbox.symbolName)
        cell.nameLabel.text = mailbox.name
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let message else { return }
        store.move(message, to: mailboxes(in: tableView)[indexPath.row])
        onMove?()
        dismiss(animated: true)
    }
}

/// A mailbox: its symbol and its name.
final class FolderCell: UITableViewCell {

    @IBOutlet weak var iconView: UIImageView!
    @IBOutlet weak var nameLabel: UILabel!
}
