//
//  ShoppingListViewController.swift
//  Pantry
//
//  Created by Ingrid Solberg on 12/03/2021.
//

import UIKit
import DesignKit

class ShoppingListViewController: UITableViewController {

    @IBOutlet weak var headerView: GradientView!

    var items: [PantryItem] = []
    private(set) var checkedItems: [PantryItem] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        headerView.colors = [.systemGreen, .systemTeal]
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ShoppingCell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row].name
        cell.accessoryType = checkedItems.contains(items[indexPath.row]) ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let item = items[indexPath.row]
        if let index = checkedItems.firstIndex(of: item) {
            checkedItems.remove(at: index)
        } else {
            checkedItems.append(item)
        }
        tableView.reloadRows(at: [indexPath], with: .none)
    }
}
