//
//  NoteListViewController.swift
//  Jotter
//

import UIKit

final class NoteListViewController: UITableViewController, SegueHandlerType {

    enum SegueIdentifier: String {
        case showNote = "show-note", compose, openSettings = "settings"
    }

    private var notes: [Note] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        cell.textLabel?.text = notes[indexPath.row].title
        return cell
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake {
            performSegueWithIdentifier(.compose, sender: nil)
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segueIdentifierForSegue(segue) {
        case .showNote:
            guard let indexPath = tableView.indexPathForSelectedRow else { return }
            (segue.destination as? NoteEditorViewController)?.note = notes[indexPath.row]
        case .compose:
            (segue.destination as? NoteEditorViewController)?.note = Note(title: "", body: "")
        case .openSettings:
            break
        }
    }
}
