//
//  EditRecipeViewController.swift
//  Recipes
//
//  Created by Tomás Ferreira on 12/03/2021.
//

import UIKit

class EditRecipeViewController: UIViewController {

    @IBOutlet weak var nameField: UITextField!
    @IBOutlet weak var saveButton: UIButton!

    var servings = 2
    private(set) var recipe: Recipe?

    // Both Exit segues pass through here first; only Save produces a recipe.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        guard let button = sender as? UIButton, button === saveButton else { return }
        let name = nameField.text?.trimmingCharacters(in: .whitespaces) ?? ""
        recipe = Recipe(name: name.isEmpty ? "Untitled" : name, servings: servings, minutes: 30)
    }
}
