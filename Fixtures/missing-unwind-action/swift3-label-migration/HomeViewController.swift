//
//  HomeViewController.swift
//  Recipes
//

import UIKit

class HomeViewController: UITableViewController {

    private var recipes: [Recipe] = Recipe.samples

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "addRecipe", let add = segue.destination as? AddRecipeViewController {
            add.suggestedServings = recipes.last?.servings ?? 2
        }
    }

    // MARK: - Unwinding

    @IBAction func unwindToHome(sender: UIStoryboardSegue) {
        guard let add = sender.source as? AddRecipeViewController, let recipe = add.recipe else { return }
        recipes.append(recipe)
        tableView.insertRows(at: [IndexPath(row: recipes.count - 1, section: 0)], with: .automatic)
    }
}
