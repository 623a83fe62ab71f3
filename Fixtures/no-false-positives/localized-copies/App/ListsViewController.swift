//
//  ListsViewController.swift
//  Checklists
//
//  Created by Hana Sato on 12/03/2021.
//

import UIKit

final class ListsViewController: UITableViewController {

    private var lists = Checklist.samples

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        lists.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ListCell", for: indexPath)
        cell.textLabel?.text = lists[indexPath.row].name
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showList":
            guard let checklist = segue.destination as? ChecklistViewController,
                  let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) else { return }
            checklist.checklist = lists[indexPath.row]
        case "addList":
            let navigation = segue.destination as! UINavigationController
            (navigation.topViewController as? AddListViewController)?.existingNames = Set(lists.map(\.name))
        default:
            break
        }
    }

    @IBAction func unwindToLists(_ segue: UIStoryboardSegue) {
        guard segue.identifier == "saveList", let add = segue.source as? AddListViewController, let name = add.listName else { return }
        lists.append(Checklist(name: name, items: []))
        tableView.reloadData()
    }
}
