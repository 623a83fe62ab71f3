//
//  NotesViewController.swift
//  Jotter
//
//  Created by Sven Aalto on 05/04/2022.
//

import UIKit

struct Note {
    var title: String
    var body: String
    var archivedAt: Date?
}

final class NotesViewController: UITableViewController {

    var notes: [Note] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        cell.textLabel?.text = notes[indexPath.row].title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as? NoteDetailViewController else { return }
        detail.note = notes[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }

    @IBAction func archiveTapped(_ sender: UIBarButtonItem) {
        guard let archive = UIStoryboard(name: "Archive", bundle: nil).instantiateInitialViewController() else { return }
        present(archive, animated: true)
    }

    @IBAction func sharedTapped(_ sender: UIBarButtonItem) {
        navigationController?.pushViewController(SharedNotesViewController(style: .insetGrouped), animated: true)
    }
}
