//
//  RecipesViewController.swift
//  Recipes
//
//  Created by Priya Raman on 09/05/2022.
//

import UIKit
import SWTableViewCell

/// The swipeable cell of the SWTableViewCell pod, under the name the rest of the app uses.
typealias SwipeableCell = SWTableViewCell

final class RecipesViewController: UITableViewController {

    private var recipes: [Recipe] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let recipe = recipes[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath) as! SwipeableCell
        cell.textLabel?.text = recipe.title
        cell.detailTextLabel?.text = "\(recipe.minutes) min"
        cell.rightUtilityButtons = [favoriteButton(for: recipe)]
        cell.delegate = self
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = storyboard!.instantiateViewController(withIdentifier: "RecipeDetail") as! RecipeDetailViewController
        detail.recipe = recipes[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }

    private func favoriteButton(for recipe: Recipe) -> UIButton {
        let button = UIButton(type: .custom)
        button.backgroundColor = .systemOrange
        button.setTitle(recipe.isFavorite ? "Unfavorite" : "Favorite", for: .normal)
        return button
    }
}

extension RecipesViewController: SWTableViewCellDelegate {
    func swipeableTableViewCell(_ cell: SWTableViewCell!, didTriggerRightUtilityButtonWith index: Int) {
        guard let indexPath = tableView.indexPath(for: cell) else { return }
        recipes[indexPath.row].isFavorite.toggle()
        cell.hideUtilityButtons(animated: true)
        tableView.reloadRows(at: [indexPath], with: .none)
    }
}
