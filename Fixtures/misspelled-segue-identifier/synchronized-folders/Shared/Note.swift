//
//  Note.swift
//  Notes
//
//  Created by Keiko Tanaka on 12/03/2024.
//

import Foundation

struct Note: Codable, Hashable, Identifiable {
    var id = UUID()
    var title: String
    var body: String
    var createdAt = Date()
}

/// Notes live in the app group's container so that the share extension can add to them.
final class NoteStore {
    static let appGroup = "group.com.example.notes"

    private let url: URL

    init() {
        let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.appGroup)
            ?? FileManager.default.temporaryDirectory
        url = container.appendingPathComponent("notes.json")
    }

    func load() -> [Note] {
        guard let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([Note].self, from: data)) ?? []
    }

    func save(_ notes: [Note]) {
        guard let data = try? JSONEncoder().encode(notes) else { return }
        try? data.write(to: url, options: .atomic)
    }

    func add(_ note: Note) {
        save(load() + [note])
    }
}
