//
//  ClassesViewController.swift
//  Kiln
//
//  Created by Hana Kobayashi on 02/05/2022.
//

import UIKit

struct PotteryClass {
    var title: String
    var teacher: String
    var start: Date
}

final class ClassesViewController: UITableViewController {

    private lazy var router = Router(source: self)
    private var classes: [PotteryClass] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        classes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ClassCell", for: indexPath)
        cell.textLabel?.text = classes[indexPath.row].title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        router.go(.showClass, sender: classes[indexPath.row])
    }

    @IBAction func settingsTapped(_ sender: UIBarButtonItem) {
        router.go(.showSettings)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == Router.Segue.showClass.rawValue {
            (segue.destination as! ClassDetailViewController).potteryClass = sender as? PotteryClass
        } else if segue.identifier == Router.Segue.showSettings.rawValue {
            (segue.destination as? SettingsViewController)?.theme = Theme.current
        }
    }
}
