//
//  AttachmentViews.swift
//  Postbox
//
//  Created by Aoife Brennan on 28/01/2024.
//

import UIKit

/// A thumbnail and the file name.
final class AttachmentCell: UICollectionViewCell {

    @IBOutlet weak var thumbnailView: UIImageView!
    @IBOutlet weak var nameLabel: UILabel!

    override func prepareForReuse() {
        super.prepareForReuse()
        thumbnailView.image = nil
    }
}

/// "Photos" or "Documents", above each group of attachments.
final class AttachmentsHeaderView: UICollectionReusableView {

    @IBOutlet weak var titleLabel: UILabel!
}

/// The "Save All to Files" button below each group of attachments.
final class AttachmentsFooterView: UICollectionReusableView {

    @IBOutlet weak var saveAllButton: UIButton!

    var onSaveAll: (() -> Void)?

    @IBAction func saveAllTapped(_ sender: UIButton) {
        onSaveAll?()
    }
}
