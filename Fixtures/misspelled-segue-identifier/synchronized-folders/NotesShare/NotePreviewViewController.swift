//
//  NotePreviewViewController.swift
//  NotesShare
//
//  Created by Keiko Tanaka on 12/03/2024.
//

import UIKit

class NotePreviewViewController: UIViewController {

    @IBOutlet weak var previewLabel: UILabel!

    var text = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        let title = text.split(separator: "\n").first.map(String.init) ?? text
        previewLabel.text = title.isEmpty ? "Empty note" : title
    }
}
