//
//  IconCells.swift
//  Daybreak
//
//  Created by Tomas Lindqvist on 19/10/2022.
//

import UIKit

/// The wide preview item at the top of the App Icon screen.
final class CurrentIconCell: UICollectionViewCell {

    @IBOutlet weak var iconView: UIImageView!
    @IBOutlet weak var nameLabel: UILabel!
}

/// One icon that can be chosen.
final class AppIconCell: UICollectionViewCell {

    @IBOutlet weak var iconView: UIImageView!

    override func awakeFromNib() {
        super.awakeFromNib()
        iconView.layer.cornerRadius = 18
        iconView.layer.cornerCurve = .continuous
    }
}

/// The title above each section of the App Icon screen.
final class IconSectionHeaderView: UICollectionReusableView {

    @IBOutlet weak var titleLabel: UILabel!
}
