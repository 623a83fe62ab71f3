//
//  FavoritesViewController.swift
//  Pantry
//
//  Created by Ines Valdivia on 04/02/2022.
//

import UIKit

final class FavoritesViewController: UITableViewController {

    var favorites: [Recipe] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        favorites.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FavoriteCell", for: indexPath)
        cell.textLabel?.text = "★ " + favorites[indexPath.row].title
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch StoryboardSegue.Main(segue) {
        case .showDetail?:
            let settings = segue.destination as! SettingsViewController
            settings.scrollTarget = .favorites
        default:
            break
        }
    }
}
