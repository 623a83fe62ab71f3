//
//  SharedNotesViewController.swift
//  Jotter
//
//  Created by Sven Aalto on 19/01/2023.
//

import UIKit

struct SharedNote {
    var note: Note
    var sharedBy: String
}

/// Notes other people shared with you. Built in code, so it has no storyboard of its own.
final class SharedNotesViewController: UITableViewController {

    var sharedNotes: [SharedNote] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shared with You"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SharedNoteCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sharedNotes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SharedNoteCell", for: indexPath)
        cell.textLabel?.text = sharedNotes[indexPath.row].note.title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let shared = sharedNotes[indexPath.row]
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        guard let detail = storyboard.instantiateViewController(withIdentifier: "Detail") as? NoteDetailViewController else { return }
        detail.note = shared.note
        (detail as? SharedNoteViewController)?.sharedBy = shared.sharedBy
        navigationController?.pushViewController(detail, animated: true)
    }
}
