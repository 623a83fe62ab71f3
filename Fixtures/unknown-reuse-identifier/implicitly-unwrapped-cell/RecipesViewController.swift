//
//  RecipesViewController.swift
//  Recipes
//
//  Created in the Swift 3 days; the cell code predates dequeue(withIdentifier:for:).
//

import UIKit

class RecipesViewController: UITableViewController {

    var recipes: [String] = []
    var favourites: [String] = []

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 2
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return section == 0 ? recipes.count : favourites.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        var cell: UITableViewCell!
        if indexPath.section == 0 {
            cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell")
            cell.textLabel?.text = recipes[indexPath.row]
        } else {
            // The prototype is "RecipeCell"; nothing registers "FavouriteCell". The optional dequeue
            // returns nil into an implicitly unwrapped variable: the next line crashes.
            cell = tableView.dequeueReusableCell(withIdentifier: "FavouriteCell")
            cell.textLabel?.text = favourites[indexPath.row]
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        let header: UITableViewHeaderFooterView? = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
        return header == nil ? (section == 0 ? "All" : "Favourites") : nil
    }
}

/// The other Swift 3 shape: the implicitly unwrapped cell is checked for nil and made in code.
class ShoppingListViewController: UITableViewController {
    var items: [String] = []

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        var cell: UITableViewCell!
        cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell")
        if cell == nil {
            cell = UITableViewCell(style: .default, reuseIdentifier: "ItemCell")
        }
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}

/// The same with the declaration and the dequeue in one statement.
class PantryViewController: UITableViewController {
    var items: [String] = []

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        var cell: UITableViewCell! = tableView.dequeueReusableCell(withIdentifier: "PantryCell")
        if cell == nil {
            cell = UITableViewCell(style: .default, reuseIdentifier: "PantryCell")
        }
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}
