//
//  RecipeDetailViewController.swift
//  Recipes
//
//  Created by Priya Raman on 09/05/2022.
//

import UIKit

final class RecipeDetailViewController: UITableViewController {

    private enum Section: Int, CaseIterable {
        case ingredients, steps, note, source
    }

    var recipe: Recipe?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = recipe?.title
        // 2.2: the note cell is laid out in code; this replaces the storyboard's "Note" prototype.
        tableView.register(NoteCell.self, forCellReuseIdentifier: "Note")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .ingredients: return recipe?.ingredients.count ?? 0
        case .steps: return recipe?.steps.count ?? 0
        case .note, .source: return 1
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch Section(rawValue: indexPath.section)! {
        case .ingredients:
            let cell = tableView.dequeueReusableCell(withIdentifier: "IngredientCell", for: indexPath) as! IngredientCell
            cell.configure(with: recipe!.ingredients[indexPath.row])
            return cell
        case .steps:
            let cell = tableView.dequeueReusableCell(withIdentifier: "StepCell", for: indexPath) as! RecipeBaseCell
            cell.titleLabel.text = "\(indexPath.row + 1). \(recipe!.steps[indexPath.row])"
            return cell
        case .note:
            let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell
            cell.noteText = recipe?.note
            return cell
        case .source:
            let cell = tableView.dequeueReusableCell(withIdentifier: "SourceCell", for: indexPath) as! UITableViewCell
            cell.textLabel?.text = recipe?.sourceName ?? "Family recipe"
            return cell
        }
    }

    @IBAction func photosTapped(_ sender: UIBarButtonItem) {
        let photos = storyboard!.instantiateViewController(withIdentifier: "RecipePhotos") as! RecipePhotosViewController
        photos.recipe = recipe
        navigationController?.pushViewController(photos, animated: true)
    }
}
