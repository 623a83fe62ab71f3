//
//  InboxViewController.swift
//  Postbox
//
//  Created by Aoife Brennan on 07/01/2024.
//

import UIKit

final class InboxViewController: MessageListViewController {

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        messages = MailStore.shared.inbox
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let move = UIContextualAction(style: .normal, title: "Move") { [weak self] _, _, done in
            self?.presentMove(for: indexPath)
            done(true)
        }
        move.image = UIImage(systemName: "folder")
        return UISwipeActionsConfiguration(actions: [move])
    }

    private func presentMove(for indexPath: IndexPath) {
        let move = storyboard!.instantiateViewController(withIdentifier: "MoveMessage") as! MoveMessageViewController
        move.message = messages[indexPath.row]
        move.onMove = { [weak self] in
            self?.messages = MailStore.shared.inbox
            self?.tableView.reloadData()
        }
        present(UINavigationController(rootViewController: move), animated: true)
    }

    @IBAction func archiveTapped(_ sender: UIBarButtonItem) {
        let archive = storyboard!.instantiateViewController(withIdentifier: "Archive") as! ArchiveViewController
        navigationController?.pushViewController(archive, animated: true)
    }

    @IBAction func contactsTapped(_ sender: UIBarButtonItem) {
        let contacts = storyboard!.instantiateViewController(withIdentifier: "Contacts") as! ContactsViewController
        navigationController?.pushViewController(contacts, animated: true)
    }

    @IBAction func aboutTapped(_ sender: UIBarButtonItem) {
        let about = storyboard!.instantiateViewController(withIdentifier: "About") as! AboutViewController
        navigationController?.pushViewController(about, animated: true)
    }
}
