//
//  Mail.swift
//  Postbox
//
//  Created by Aoife Brennan on 07/01/2024.
//

import Foundation

struct Attachment: Hashable {
    enum Kind: String {
        case photo, document
    }

    var filename: String
    var kind: Kind
    var thumbnailName: String
}

struct Message: Hashable {
    let id: UUID
    var sender: String
    var subject: String
    var receivedAt: Date
    var attachments: [Attachment]
}

struct Mailbox: Hashable {
    var name: String
    var symbolName: String
}

struct Contact: Hashable {
    var name: String
    var email: String
}

final class MailStore {

    static let shared = MailStore()

    private(set) var inbox: [Message] = []
    private(set) var archive: [Message] = []
    private(set) var recentMailboxes: [Mailbox] = []
    private(set) var mailboxes: [Mailbox] = []
    private(set) var me = Contact(name: "", email: "")
    private(set) var contacts: [Contact] = []

    func move(_ message: Message, to mailbox: Mailbox) {
        inbox.removeAll { $0.id == message.id }
        recentMailboxes.removeAll { $0 == mailbox }
        recentMailboxes.insert(mailbox, at: 0)
    }
}
