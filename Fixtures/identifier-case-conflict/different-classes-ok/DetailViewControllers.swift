//
//  DetailViewControllers.swift
//  Larder
//
//  Created by Owen Pritchard on 12/03/2021.
//

import UIKit

final class RecipeDetailViewController: UIViewController {
    var recipe: Recipe?
}

final class IngredientDetailViewController: UIViewController {
    var ingredient = ""
}
