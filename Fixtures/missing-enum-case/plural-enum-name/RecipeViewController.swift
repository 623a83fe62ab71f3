//
//  RecipeViewController.swift
//  Cookbook
//

import UIKit

struct Recipe {
    var title: String
    var steps: [String]

    static let samples = [
        Recipe(title: "Pancakes", steps: ["Mix", "Fry"]),
        Recipe(title: "Omelette", steps: ["Whisk", "Cook"]),
    ]
}

class RecipeViewController: UIViewController {

    var recipe: Recipe?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = recipe?.title ?? "New Recipe"
    }
}
