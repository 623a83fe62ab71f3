//
//  AddRecipeViewController.swift
//  Cookbook
//

import UIKit

struct Recipe: Codable, Equatable {
    var name: String
    var servings: Int
}

class AddRecipeViewController: UIViewController {

    @IBOutlet weak var saveButton: UIButton!

    var suggestedServings = 2
    private(set) var recipe: Recipe?

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        // Don't save an empty recipe.
        identifier != "saveRecipe" || suggestedServings > 0
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        recipe = Recipe(name: "Untitled", servings: suggestedServings)
    }
}
