//
//  NoteListViewController.swift
//  Jot
//

import UIKit

final class NoteListViewController: UITableViewController {

    private var notes: [Note] = []
    private var selectedIndex: Int?

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedIndex = indexPath.row
        performSegue(withIdentifier: "showNote", sender: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showNote", let editor = segue.destination as? NoteEditorViewController,
              let index = selectedIndex else { return }
        editor.note = notes[index]
    }

    // MARK: - Unwind actions

    /// Done: selector `unwindFrom:` ("from" is a preposition, so no "With" is inserted).
    @IBAction func unwind(from segue: UIStoryboardSegue) {
        guard let editor = segue.source as? NoteEditorViewController, let index = selectedIndex,
              let note = editor.note else { return }
        notes[index] = note
        tableView.reloadRows(at: [IndexPath(row: index, section: 0)], with: .none)
    }

    /// Trash: selector `dismissEditorAfterDeleting:` (the label's first word, "after", is a preposition).
    @IBAction func dismissEditor(afterDeleting segue: UIStoryboardSegue) {
        guard let index = selectedIndex else { return }
        notes.remove(at: index)
        tableView.deleteRows(at: [IndexPath(row: index, section: 0)], with: .automatic)
        selectedIndex = nil
    }
}
