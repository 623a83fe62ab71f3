//
//  DetailViewController.swift
//  Stockroom
//
//  Created by Amadou Diallo on 08/11/2021.
//

import Rswift
import UIKit

final class DetailViewController: UIViewController {

    var item: Item?

    @IBAction func historyTapped(_ sender: UIButton) {
        guard let history = R.storyboard.main.stockHistory() else { return }
        history.item = item
        navigationController?.pushViewController(history, animated: true)
    }
}

final class StockHistoryViewController: UITableViewController {

    var item: Item?
    private var changes: [(date: Date, delta: Int)] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        changes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: R.reuseIdentifier.historyCell, for: indexPath)!
        cell.textLabel?.text = String(changes[indexPath.row].delta)
        return cell
    }
}
