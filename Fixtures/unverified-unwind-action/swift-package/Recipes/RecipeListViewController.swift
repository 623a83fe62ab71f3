//
//  RecipeListViewController.swift
//  Recipes
//
//  Created by Tomás Ferreira on 12/03/2021.
//

import UIKit

class RecipeListViewController: UITableViewController {

    private var recipes = Recipe.samples

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath)
        cell.textLabel?.text = recipes[indexPath.row].name
        cell.detailTextLabel?.text = "\(recipes[indexPath.row].minutes) min"
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showRecipe":
            guard let indexPath = tableView.indexPathForSelectedRow else { return }
            let detail = segue.destination as! RecipeDetailViewController
            detail.recipe = recipes[indexPath.row]
        case "addRecipe":
            let editor = segue.destination as! EditRecipeViewController
            editor.servings = recipes.last?.servings ?? 2
        default:
            break
        }
    }

    // MARK: - Unwinding

    /// The editor's Save button unwinds here. Cancel uses DesignKit's generic
    /// `unwindToViewController(_:)`, which every view controller inherits.
    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
        guard segue.identifier == "saveRecipe",
              let editor = segue.source as? EditRecipeViewController,
              let recipe = editor.recipe else { return }
        recipes.append(recipe)
        tableView.insertRows(at: [IndexPath(row: recipes.count - 1, section: 0)], with: .automatic)
    }
}
