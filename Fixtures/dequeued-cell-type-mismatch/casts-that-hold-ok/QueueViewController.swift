//
//  QueueViewController.swift
//  Harbor
//
//  Created by Jonas Eriksen on 22/06/2023.
//

import UIKit

/// Up Next: the episodes that play after the current one. Rows are removed by swiping.
final class QueueViewController: UITableViewController {

    private let library = Library.shared

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        library.queue.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let episode = library.queue[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "QueueCell", for: indexPath) as! SwipeCell
        cell.textLabel?.text = episode.title
        cell.detailTextLabel?.text = episode.show.title
        cell.setRemoveButton { [weak self] in self?.remove(episode) }
        return cell
    }

    private func remove(_ episode: Episode) {
        guard let row = library.queue.firstIndex(of: episode) else { return }
        library.queue.remove(at: row)
        tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }
}
