//
//  BoardViewController.swift
//  Pinboard
//
//  Created by Mei Lin Tan on 12/03/2021.
//

import UIKit

final class BoardViewController: UITableViewController {

    private var items: [BoardItem] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let item = items[indexPath.row]
        let reuseIdentifier: String
        switch item.kind {
        case .photo: reuseIdentifier = "PhotoCell"
        case .video: reuseIdentifier = "VideoCell"
        case .note: reuseIdentifier = "NoteCell"
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
        cell.textLabel?.text = item.title
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let itemScreen = segue.destination as? BoardItemViewController,
              let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) else { return }
        itemScreen.item = items[indexPath.row]
    }
}

final class CommentsViewController: UITableViewController {
    var itemID: UUID?
}
