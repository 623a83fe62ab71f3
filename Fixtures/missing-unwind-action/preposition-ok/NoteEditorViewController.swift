//
//  NoteEditorViewController.swift
//  Jot
//

import UIKit

struct Note: Codable, Hashable {
    var title: String
    var body: String
    var modifiedAt: Date
}

final class NoteEditorViewController: UIViewController {

    var note: Note?

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        note?.modifiedAt = Date()
    }
}
