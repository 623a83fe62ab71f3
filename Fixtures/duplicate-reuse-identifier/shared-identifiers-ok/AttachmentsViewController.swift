//
//  AttachmentsViewController.swift
//  Postbox
//
//  Created by Aoife Brennan on 28/01/2024.
//

import UIKit

/// A message's attachments, grouped by kind. Each group has a title above it and a
/// "Save All to Files" button below it. The storyboard gives the section header view and the
/// section footer view the same identifier, "Supplementary": they are told apart by their kind.
final class AttachmentsViewController: UICollectionViewController {

    var message: Message?

    private var groups: [(kind: Attachment.Kind, attachments: [Attachment])] {
        let attachments = message?.attachments ?? []
        return [Attachment.Kind.photo, .document].compactMap { kind in
            let matching = attachments.filter { $0.kind == kind }
            return matching.isEmpty ? nil : (kind, matching)
        }
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        groups.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        groups[section].attachments.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let attachment = groups[indexPath.section].attachments[indexPath.item]
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "AttachmentCell", for: indexPath) as! AttachmentCell
        cell.thumbnailView.image = UIImage(named: attachment.thumbnailName)
        cell.nameLabel.text = attachment.filename
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let group = groups[indexPath.section]
        if kind == UICollectionView.elementKindSectionHeader {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Supplementary", for: indexPath) as! AttachmentsHeaderView
            header.titleLabel.text = group.kind == .photo ? "Photos" : "Documents"
            return header
        }
        let footer = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Supplementary", for: indexPath) as! AttachmentsFooterView
        footer.onSaveAll = { [weak self] in self?.saveToFiles(group.attachments) }
        return footer
    }

    private func saveToFiles(_ attachments: [Attachment]) {
        let picker = UIDocumentPickerViewController(forExporting: [], asCopy: true)
        present(picker, animated: true)
    }
}
