//
//  GroupCell.swift
//  Contacts
//
//  Created by Oliver Bennett on 11/05/2023.
//

import UIKit

final class GroupCell: UICollectionViewCell {

    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var countLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        contentView.layer.cornerRadius = 12
        contentView.backgroundColor = .secondarySystemBackground
    }

    func configure(with group: ContactGroup) {
        nameLabel.text = group.name
        countLabel.text = group.memberIDs.count == 1 ? "1 contact" : "\(group.memberIDs.count) contacts"
    }
}

final class GroupHeaderView: UICollectionReusableView {

    @IBOutlet weak var titleLabel: UILabel!
}
