//
//  IngredientsViewController.swift
//  Larder
//
//  Created by Owen Pritchard on 12/03/2021.
//

import UIKit

// Written by the pantry team, who capitalise segue identifiers ("ShowDetail").
final class IngredientsViewController: UITableViewController {

    var ingredients: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        ingredients.count
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "ShowDetail":
            guard let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) else { return }
            (segue.destination as? IngredientDetailViewController)?.ingredient = ingredients[indexPath.row]
        default:
            break
        }
    }
}
