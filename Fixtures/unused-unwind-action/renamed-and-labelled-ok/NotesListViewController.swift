//
//  NotesListViewController.swift
//  Jotter
//
//  Created by Priya Raman on 12/03/2019.
//  Copyright © 2019 Jotter Ltd. All rights reserved.
//

import UIKit

final class NotesListViewController: UITableViewController {

    private(set) var notes: [Note] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "addNote":
            let editor = (segue.destination as! UINavigationController).topViewController as! NoteEditorViewController
            editor.note = Note(text: "")
        case "showNote":
            guard let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) else { return }
            let editor = segue.destination as! NoteEditorViewController
            editor.note = notes[indexPath.row]
        default:
            break
        }
    }

    // Save (Main.storyboard) unwinds here. Written before Swift 3, when this was
    // unwindToNotesList(_:); the storyboard was reconnected to the Swift 3 selector,
    // unwindToNotesListWithSegue:, rather than renaming the method.
    @IBAction func unwindToNotesList(segue: UIStoryboardSegue) {
        guard let editor = segue.source as? NoteEditorViewController, let note = editor.note else { return }
        if let index = notes.firstIndex(where: { $0.id == note.id }) {
            notes[index] = note
        } else {
            notes.insert(note, at: 0)
        }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        cell.textLabel?.text = notes[indexPath.row].title
        return cell
    }
}
