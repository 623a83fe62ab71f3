//
//  ArchiveViewController.swift
//  Jotter
//
//  Created by Sven Aalto on 12/07/2022.
//

import UIKit

final class ArchiveViewController: UITableViewController {

    var archived: [Note] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        archived.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ArchivedNoteCell", for: indexPath)
        cell.textLabel?.text = archived[indexPath.row].title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        // Archive.storyboard's own "Detail" scene.
        guard let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as? ArchivedNoteViewController else { return }
        detail.note = archived[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }

    @IBAction func doneTapped(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }
}

final class ArchivedNoteViewController: UIViewController {

    var note: Note?

    @IBAction func restoreTapped(_ sender: UIButton) {
        note?.archivedAt = nil
        navigationController?.popViewController(animated: true)
    }
}
