//
//  RecipeBaseCell.swift
//  Recipes
//
//  Created by Priya Raman on 02/03/2023.
//

import UIKit

/// The look that the recipe screen's cells share: a body-style title that wraps.
class RecipeBaseCell: UITableViewCell {

    @IBOutlet weak var titleLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
    }
}

/// A cooking step; the timer button shows only for steps with a duration.
final class RecipeStepCell: RecipeBaseCell {

    @IBOutlet weak var timerButton: UIButton?

    override func prepareForReuse() {
        super.prepareForReuse()
        timerButton?.isHidden = true
    }
}
