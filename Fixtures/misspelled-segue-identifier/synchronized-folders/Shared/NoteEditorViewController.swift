//
//  NoteEditorViewController.swift
//  Notes
//
//  Created by Keiko Tanaka on 12/03/2024.
//

import UIKit

class NoteEditorViewController: UIViewController {

    @IBOutlet weak var titleField: UITextField!
    @IBOutlet weak var bodyView: UITextView!

    var note: Note?

    private let store = NoteStore()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.text = note?.title
        bodyView.text = note?.body
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        var edited = note ?? Note(title: "", body: "")
        edited.title = titleField.text ?? ""
        edited.body = bodyView.text
        guard !edited.title.isEmpty || !edited.body.isEmpty else { return }
        var notes = store.load().filter { $0.id != edited.id }
        notes.append(edited)
        store.save(notes)
    }
}

// MARK: - Opening the editor

extension UIViewController {
    /// Whether `segue` opens the editor: the list's "showNote" (an existing note) or
    /// "composeNote" (a new one).
    func isEditorSegue(_ segue: UIStoryboardSegue) -> Bool {
        segue.identifier == "showNote" || segue.identifier == "composeNote"
    }
}
