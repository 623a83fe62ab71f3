//
//  RecipesViewController.swift
//  Cookbook
//

import UIKit

class RecipesViewController: UITableViewController {

    enum SegueIdentifiers: String {
        case showRecipe
    }

    private var recipes: [Recipe] = Recipe.samples

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath)
        cell.textLabel?.text = recipes[indexPath.row].title
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let identifier = segue.identifier, let segueIdentifier = SegueIdentifiers(rawValue: identifier) else {
            fatalError("Unknown segue identifier \(segue.identifier ?? "nil")")
        }
        let recipeController = segue.destination as! RecipeViewController
        switch segueIdentifier {
        case .showRecipe:
            guard let indexPath = tableView.indexPathForSelectedRow else { return }
            recipeController.recipe = recipes[indexPath.row]
        }
    }
}
