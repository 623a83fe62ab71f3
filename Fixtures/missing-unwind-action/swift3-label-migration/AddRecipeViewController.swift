//
//  AddRecipeViewController.swift
//  Recipes
//

import UIKit

class AddRecipeViewController: UIViewController {

    @IBOutlet weak var saveButton: UIButton!

    var suggestedServings = 2
    private(set) var recipe: Recipe?

    // The Save button's unwind segue passes through here first (FoodTracker style).
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        guard let button = sender as? UIButton, button === saveButton else { return }
        recipe = Recipe(name: "Untitled", servings: suggestedServings)
    }
}
