//
//  MessageCell.swift
//  Postbox
//
//  Created by Aoife Brennan on 07/01/2024.
//

import UIKit

/// A message row, in the Inbox and in the Archive. Both scenes have a "MessageCell" prototype of
/// this class; the Archive's draws its labels in the secondary colour.
final class MessageCell: UITableViewCell {

    @IBOutlet weak var senderLabel: UILabel!
    @IBOutlet weak var subjectLabel: UILabel!
    @IBOutlet weak var dateLabel: UILabel!

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.doesRelativeDateFormatting = true
        return formatter
    }()

    func configure(with message: Message) {
        senderLabel.text = message.sender
        subjectLabel.text = message.subject
        dateLabel.text = Self.dateFormatter.string(from: message.receivedAt)
    }
}
