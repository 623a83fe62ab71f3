//
//  SubtitleCell.swift
//  Harbor
//
//  Created by Jonas Eriksen on 03/04/2023.
//

import UIKit

/// A title over a secondary line, with Dynamic Type.
final class SubtitleCell: UITableViewCell {

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var subtitleLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        titleLabel.adjustsFontForContentSizeCategory = true
        subtitleLabel.adjustsFontForContentSizeCategory = true
    }
}
