//
//  InboxViewController.swift
//  Mailbox
//

import UIKit

final class InboxViewController: UITableViewController {

    private var messages: [Message] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(refreshInbox(_:)), for: .valueChanged)
    }

    @IBAction func refreshInbox(_ sender: UIRefreshControl) {
        MailService.shared.fetchInbox { [weak self] messages in
            self?.messages = messages
            self?.tableView.reloadData()
            sender.endRefreshing()
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "compose", let compose = segue.destination as? ComposeViewController {
            compose.delegate = self
        }
    }
}

// Sending moved to a delegate in 2.4; the old unwindToInbox(_:) action was deleted.
extension InboxViewController: ComposeViewControllerDelegate {
    func composeViewController(_ controller: ComposeViewController, didSend message: Message) {
        messages.insert(message, at: 0)
        tableView.reloadData()
        controller.dismiss(animated: true)
    }
}
