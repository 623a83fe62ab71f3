//
//  RecipesViewController.swift
//  Larder
//
//  Created by Owen Pritchard on 12/03/2021.
//

import UIKit

struct Recipe: Hashable {
    var name: String
    var ingredients: [String]
}

final class RecipesViewController: UITableViewController {

    private var recipes: [Recipe] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showDetail":
            guard let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) else { return }
            (segue.destination as? RecipeDetailViewController)?.recipe = recipes[indexPath.row]
        case "showIngredients":
            (segue.destination as? IngredientsViewController)?.ingredients = Array(Set(recipes.flatMap(\.ingredients))).sorted()
        default:
            break
        }
    }
}
