//
//  NoteCell.swift
//  Recipes
//
//  Created by Priya Raman on 14/08/2023.
//

import UIKit

/// The recipe note, laid out in code since 2.2 so that long notes size themselves.
/// RecipeDetailViewController registers it for "Note".
final class NoteCell: UITableViewCell {

    private let noteView = UITextView()

    var noteText: String? {
        didSet { noteView.text = noteText }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        noteView.isScrollEnabled = false
        noteView.isEditable = false
        noteView.font = .preferredFont(forTextStyle: .callout)
        noteView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(noteView)
        NSLayoutConstraint.activate([
            noteView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            noteView.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            noteView.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            noteView.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The storyboard note cell of 2.0 and 2.1, renamed when NoteCell replaced it. Its prototype is
/// still in Main.storyboard, to be deleted with the 2.3 storyboard cleanup.
final class OldNoteCell: UITableViewCell {

    @IBOutlet weak var noteLabel: UILabel!
}
