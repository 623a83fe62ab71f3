//
//  ChecklistViewController.swift
//  Checklists
//
//  Created by Hana Sato on 12/03/2021.
//

import UIKit

struct Checklist: Hashable {
    var name: String
    var items: [String]

    static let samples = [
        Checklist(name: "Groceries", items: ["Milk", "Rice", "Miso"]),
        Checklist(name: "Packing", items: ["Passport", "Adapter"]),
    ]
}

final class ChecklistViewController: UITableViewController {

    var checklist = Checklist(name: "", items: [])

    override func viewDidLoad() {
        super.viewDidLoad()
        title = checklist.name
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        checklist.items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
        cell.textLabel?.text = checklist.items[indexPath.row]
        return cell
    }
}
