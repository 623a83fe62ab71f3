//
//  MainViewController.swift
//  Reel
//
//  Created by Priya Raman on 12/03/2021.
//

import AVKit
import UIKit

/// What the Movies and Shows tabs share. It has no scene of its own: both tabs use a subclass.
class MainViewController: UITableViewController {

    var titles: [CatalogTitle] = []

    var searchScope: SearchScope { .everything }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Search", action: #selector(search), input: "f", modifierFlags: .command)]
    }

    @objc func search() {
        performSegue(withIdentifier: "showSearch", sender: nil)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showSearch"?:
            (segue.destination as? SearchViewController)?.scope = searchScope
        case "showTrailer"?:
            guard let player = segue.destination as? AVPlayerViewController, let title = sender as? CatalogTitle else { return }
            player.player = AVPlayer(url: title.trailerURL)
        default:
            break
        }
    }
}
