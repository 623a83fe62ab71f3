//
//  Person.swift
//  Roster
//
//  Created by Mei Lin Chow on 21/02/2024.
//

import Foundation

struct Badge: Hashable {
    var title: String
    var symbolName: String
}

struct Person: Hashable {
    let id: UUID
    var name: String
    var jobTitle: String
    var team: String
    var location: String
    var badges: [Badge]
    var tags: [String]
}

struct Invite: Hashable {
    var email: String
    var sentAt: Date
}

final class Directory {

    static let shared = Directory()

    private(set) var people: [Person] = []
    private(set) var pendingInvites: [Invite] = []
    private(set) var formerMembers: [Person] = []
}
