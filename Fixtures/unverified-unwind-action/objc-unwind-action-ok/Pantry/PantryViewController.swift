//
//  PantryViewController.swift
//  Pantry
//
//  Created by Ingrid Solberg on 12/03/2021.
//

import UIKit

class PantryViewController: UITableViewController {

    private var items = PantryItem.starter

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row].name
        cell.detailTextLabel?.text = "×\(items[indexPath.row].quantity)"
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "scanBarcode":
            let scanner = segue.destination as! ScannerViewController
            scanner.knownBarcodes = Set(items.compactMap(\.barcode))
        case "showShoppingList":
            let list = segue.destination as! ShoppingListViewController
            list.items = items.filter(\.isRunningLow)
        default:
            break
        }
    }

    // MARK: - Unwinding

    // unwindToPantry: is declared in Objective-C, in PantryViewController+Unwind.m.

    func add(_ item: PantryItem) {
        items.append(item)
        tableView.reloadData()
    }

    // Interface Builder lists this one as unwindFromShoppingListWithSegue: (the Swift 3+ selector).
    @IBAction func unwindFromShoppingList(segue: UIStoryboardSegue) {
        guard let list = segue.source as? ShoppingListViewController else { return }
        for bought in list.checkedItems {
            if let index = items.firstIndex(where: { $0.name == bought.name }) {
                items[index].quantity += 1
            }
        }
        tableView.reloadData()
    }
}
