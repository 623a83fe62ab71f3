//
//  NoteEditorViewController.swift
//  Jotter
//
//  Created by Priya Raman on 12/03/2019.
//  Copyright © 2019 Jotter Ltd. All rights reserved.
//

import UIKit

struct Note: Equatable {
    let id = UUID()
    var text: String

    var title: String {
        text.split(separator: "\n").first.map(String.init) ?? NSLocalizedString("New Note", comment: "")
    }
}

final class NoteEditorViewController: UIViewController {

    @IBOutlet private weak var textView: UITextView!

    var note: Note?

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.text = note?.text
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // Runs before the Save unwind reaches NotesListViewController.unwindToNotesList(segue:).
        guard segue.identifier == "saveNote" else { return }
        note?.text = textView.text
    }
}
