//
//  NotesViewController.swift
//  Fieldnotes
//
//  Created by Bea Castellanos on 30/08/2021.
//

import UIKit

struct FieldNote {
    var title: String
    var tags: Set<String> = []
    var photos: [URL] = []
}

final class NotesViewController: UITableViewController {

    private var notes: [FieldNote] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        cell.textLabel?.text = notes[indexPath.row].title
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showNote":
            guard let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) else { return }
            (segue.destination as! NoteViewController).note = notes[indexPath.row]
        case "openSettings":
            let navigation = segue.destination as! UINavigationController
            (navigation.topViewController as? SettingsViewController)?.noteCount = notes.count
        default:
            break
        }
    }
}
