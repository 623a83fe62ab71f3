//
//  Contact.swift
//  Contacts
//
//  Created by Oliver Bennett on 04/05/2023.
//

import Foundation

struct Contact: Hashable {
    let id: UUID
    var givenName: String
    var familyName: String
    var company: String
    var phoneNumbers: [String]
    var emailAddresses: [String]
    var note: String
    var isFavorite: Bool
    var linkedContactIDs: [UUID]
    var dateAdded: Date

    var displayName: String {
        [givenName, familyName].filter { !$0.isEmpty }.joined(separator: " ")
    }
}

struct ContactGroup: Hashable {
    var name: String
    var memberIDs: [UUID]
}

final class ContactStore {

    static let shared = ContactStore()

    private(set) var allContacts: [Contact] = []
    private(set) var groups: [ContactGroup] = []

    var recentlyAdded: [Contact] {
        allContacts.sorted { $0.dateAdded > $1.dateAdded }
    }

    func contacts(linkedTo contact: Contact) -> [Contact] {
        allContacts.filter { contact.linkedContactIDs.contains($0.id) }
    }

    func members(of group: ContactGroup) -> [Contact] {
        allContacts.filter { group.memberIDs.contains($0.id) }
    }
}
