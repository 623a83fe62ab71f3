//
//  RecipesViewController.swift
//  Pantry
//
//  Created by Ines Valdivia on 04/02/2022.
//

import UIKit

struct Recipe {
    var title: String
    var minutes: Int
    var related: [Recipe] = []
}

final class RecipesViewController: UITableViewController {

    private var recipes: [Recipe] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath)
        cell.textLabel?.text = recipes[indexPath.row].title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        perform(segue: StoryboardSegue.Main.showDetail, sender: recipes[indexPath.row])
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch StoryboardSegue.Main(segue) {
        case .showDetail?:
            let detail = segue.destination as! DetailViewController
            detail.recipe = sender as? Recipe
        default:
            break
        }
    }
}
