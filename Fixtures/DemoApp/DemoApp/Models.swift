//
//  Models.swift
//  DemoApp
//

import Foundation

struct Person: Codable, Equatable {
    var name: String
    var email: String
    var avatarURL: URL?

    static let empty = Person(name: "", email: "", avatarURL: nil)
}

struct Order: Codable, Equatable {
    let number: String
    let placedAt: Date
    var total: Decimal
    var lines: [String]

    var formattedTotal: String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter.string(from: total as NSDecimalNumber) ?? "\(total)"
    }
}

final class PersonStore {
    static let shared = PersonStore()

    private(set) var people: [Person] = []
    private var ordersByEmail: [String: [Order]] = [:]

    func add(_ person: Person) {
        people.append(person)
    }

    func replace(_ old: Person, with new: Person) {
        guard let index = people.firstIndex(of: old) else { return add(new) }
        people[index] = new
    }

    func orders(for person: Person) -> [Order] {
        return ordersByEmail[person.email] ?? []
    }

    func save() {
        let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("people.json")
        try? JSONEncoder().encode(people).write(to: url)
    }
}
