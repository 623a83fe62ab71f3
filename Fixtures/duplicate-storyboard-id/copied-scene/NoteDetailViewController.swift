//
//  NoteDetailViewController.swift
//  Jotter
//
//  Created by Sven Aalto on 05/04/2022.
//

import UIKit

class NoteDetailViewController: UIViewController {

    var note: Note? {
        didSet { title = note?.title }
    }

    @IBAction func shareTapped(_ sender: UIBarButtonItem) {
        guard let note else { return }
        let share = UIActivityViewController(activityItems: [note.title, note.body], applicationActivities: nil)
        share.popoverPresentationController?.barButtonItem = sender
        present(share, animated: true)
    }
}

/// Read-only: a note someone else shared. Its scene is a copy of the Note scene without the Share button.
final class SharedNoteViewController: NoteDetailViewController {

    var sharedBy: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.prompt = sharedBy.map { "Shared by \($0)" }
    }
}
