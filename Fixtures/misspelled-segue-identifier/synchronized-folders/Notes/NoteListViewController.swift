//
//  NoteListViewController.swift
//  Notes
//
//  Created by Keiko Tanaka on 12/03/2024.
//

import UIKit

class NoteListViewController: UITableViewController {

    private let store = NoteStore()
    private var notes: [Note] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        notes = store.load().sorted { $0.createdAt > $1.createdAt }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = notes[indexPath.row].title
        content.secondaryText = notes[indexPath.row].body
        cell.contentConfiguration = content
        return cell
    }

    /// The "Latest Note" Home Screen quick action.
    func openMostRecentNote() {
        guard let latest = notes.first else { return }
        performSegue(withIdentifier: "showNoet", sender: latest)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard isEditorSegue(segue), let editor = segue.destination as? NoteEditorViewController else { return }
        if let note = sender as? Note {
            editor.note = note
        } else if let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) {
            editor.note = notes[indexPath.row]
        }
    }
}
