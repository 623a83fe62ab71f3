//
//  IngredientTableViewCell.swift
//  Recipes
//
//  Created by Priya Raman on 02/03/2023.
//

import UIKit

/// The ingredient row of Recipes 2.0: the quantity is right-aligned in a monospaced-digit font.
final class IngredientTableViewCell: UITableViewCell {

    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var quantityLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        quantityLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
    }

    func configure(with ingredient: Ingredient) {
        nameLabel.text = ingredient.name
        quantityLabel.text = ingredient.quantity
    }
}
