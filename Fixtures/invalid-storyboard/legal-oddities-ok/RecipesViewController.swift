//
//  RecipesViewController.swift
//  Kitchen
//
//  Created by Jonas Weber on 04/02/2021.
//  Copyright © 2021 Küchenfreunde GmbH. All rights reserved.
//

import UIKit

final class RecipesViewController: UITableViewController {
    private var recipes: [Recipe] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showRecipe",
           let detail = segue.destination as? RecipeDetailViewController,
           let row = tableView.indexPathForSelectedRow?.row {
            detail.recipe = recipes[row]
        } else if segue.identifier == "showSettings" {
            // Settings lives in Settings.storyboard, reached through a storyboard reference.
            let settings = segue.destination as! SettingsViewController
            settings.modalPresentationStyle = .formSheet
        }
    }
}
