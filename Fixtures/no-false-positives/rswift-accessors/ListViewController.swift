//
//  ListViewController.swift
//  Stockroom
//
//  Created by Amadou Diallo on 08/11/2021.
//

import Rswift
import UIKit

struct Item {
    var name: String
    var quantity: Int
}

final class ListViewController: UITableViewController, EditItemViewControllerDelegate {

    private var items: [Item] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: R.reuseIdentifier.itemCell, for: indexPath)!
        cell.textLabel?.text = "\(items[indexPath.row].name) × \(items[indexPath.row].quantity)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: R.segue.listViewController.showDetail, sender: items[indexPath.row])
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let typed = R.segue.listViewController.showDetail(segue: segue) {
            typed.destination.item = sender as? Item
        } else if let typed = R.segue.listViewController.addItem(segue: segue) {
            (typed.destination.topViewController as? EditItemViewController)?.delegate = self
        }
    }

    func editItemViewController(_ controller: EditItemViewController, didSave item: Item) {
        items.append(item)
        tableView.reloadData()
    }
}
