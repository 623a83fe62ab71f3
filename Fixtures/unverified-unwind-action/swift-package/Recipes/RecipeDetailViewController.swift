//
//  RecipeDetailViewController.swift
//  Recipes
//
//  Created by Tomás Ferreira on 12/03/2021.
//

import UIKit
import DesignKit

class RecipeDetailViewController: UIViewController {

    @IBOutlet weak var headerView: GradientView!
    @IBOutlet weak var nameLabel: UILabel!

    var recipe: Recipe?

    override func viewDidLoad() {
        super.viewDidLoad()
        headerView.colors = [.systemOrange, .systemPink]
        nameLabel.text = recipe?.name
        title = recipe.map { "\($0.servings) servings" }
    }
}
