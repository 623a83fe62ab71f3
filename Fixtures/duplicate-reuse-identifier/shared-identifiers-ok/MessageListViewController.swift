//
//  MessageListViewController.swift
//  Postbox
//
//  Created by Aoife Brennan on 07/01/2024.
//

import UIKit

/// What the Inbox and the Archive share: a list of messages, and the attachments screen.
/// No scene has this class; each subclass's scene has its own "MessageCell" prototype.
class MessageListViewController: UITableViewController {

    var messages: [Message] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MessageCell", for: indexPath) as! MessageCell
        cell.configure(with: messages[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let message = messages[indexPath.row]
        guard !message.attachments.isEmpty else { return }
        let attachments = storyboard!.instantiateViewController(withIdentifier: "Attachments") as! AttachmentsViewController
        attachments.message = message
        show(attachments, sender: self)
    }
}
