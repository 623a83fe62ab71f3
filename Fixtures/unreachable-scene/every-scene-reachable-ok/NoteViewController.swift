//
//  NoteViewController.swift
//  Fieldnotes
//
//  Created by Bea Castellanos on 30/08/2021.
//

import UIKit

final class NoteViewController: UIViewController {

    var note: FieldNote?
    private weak var attachments: AttachmentsViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let attachments = segue.destination as? AttachmentsViewController {
            attachments.photos = note?.photos ?? []
            self.attachments = attachments
        }
    }

    @IBAction func tagsTapped(_ sender: UIButton) {
        guard let picker = storyboard?.instantiateViewController(withIdentifier: "TagPicker") as? TagPickerViewController else { return }
        picker.selected = note?.tags ?? []
        picker.onDone = { [weak self] tags in self?.note?.tags = tags }
        present(UINavigationController(rootViewController: picker), animated: true)
    }
}

final class AttachmentsViewController: UICollectionViewController {

    var photos: [URL] = []

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "AttachmentCell", for: indexPath)
    }
}

final class TagPickerViewController: UITableViewController {

    var selected: Set<String> = []
    var onDone: ((Set<String>) -> Void)?
    private let tags = ["🌿 plants", "🐦 birds", "🪨 rocks"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tags.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TagCell", for: indexPath)
        cell.textLabel?.text = tags[indexPath.row]
        cell.accessoryType = selected.contains(tags[indexPath.row]) ? .checkmark : .none
        return cell
    }
}
