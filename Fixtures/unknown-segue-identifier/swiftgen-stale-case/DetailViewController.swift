//
//  DetailViewController.swift
//  Pantry
//
//  Created by Ines Valdivia on 04/02/2022.
//

import UIKit

final class DetailViewController: UITableViewController {

    var recipe: Recipe?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = recipe?.title
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipe?.related.count ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RelatedRecipeCell", for: indexPath)
        cell.textLabel?.text = recipe?.related[indexPath.row].title
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == StoryboardSegue.Main.showDetail.rawValue,
           let cell = sender as? UITableViewCell,
           let indexPath = tableView.indexPath(for: cell) {
            let related = segue.destination as! DetailViewController
            related.recipe = recipe?.related[indexPath.row]
        }
    }
}
