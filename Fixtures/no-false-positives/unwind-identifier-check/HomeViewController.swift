//
//  HomeViewController.swift
//  Cookbook
//

import UIKit

class HomeViewController: UITableViewController {

    private var recipes: [Recipe] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "addRecipe", let add = segue.destination as? AddRecipeViewController {
            add.suggestedServings = recipes.last?.servings ?? 2
        }
    }

    // Cancel and Save both unwind here; only Save has an identifier.
    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
        guard segue.identifier == "saveRecipe",
              let add = segue.source as? AddRecipeViewController, let recipe = add.recipe else { return }
        recipes.append(recipe)
        tableView.reloadData()
    }
}
