//
//  IngredientCell.swift
//  Recipes
//
//  Created by Priya Raman on 09/05/2022.
//

import UIKit

/// The ingredient row of Recipes 1.x.
final class IngredientCell: UITableViewCell {

    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var quantityLabel: UILabel!

    func configure(with ingredient: Ingredient) {
        nameLabel.text = ingredient.name
        quantityLabel.text = ingredient.quantity
    }
}
