//
//  NoteEditorViewController.swift
//  Jotter
//

import UIKit

struct Note {
    var title: String
    var body: String
}

final class NoteEditorViewController: UIViewController {
    var note: Note?
}

final class SettingsViewController: UIViewController {}
