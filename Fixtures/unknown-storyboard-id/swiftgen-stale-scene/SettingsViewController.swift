//
//  SettingsViewController.swift
//  Shelf
//
//  Created by Jonas Lindqvist on 04/02/2023.
//

import UIKit

final class SettingsViewController: UITableViewController {

    private enum Row: CaseIterable {
        case readingGoal, about

        var title: String {
            switch self {
            case .readingGoal: return "Reading Goal"
            case .about: return "About Shelf"
            }
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SettingsCell", for: indexPath)
        cell.textLabel?.text = Row.allCases[indexPath.row].title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch Row.allCases[indexPath.row] {
        case .readingGoal:
            let goal = StoryboardScene.Settings.readingGoal.instantiate()
            goal.goal = UserDefaults.standard.integer(forKey: "readingGoal")
            show(goal, sender: self)
        case .about:
            show(StoryboardScene.Settings.about.instantiate(), sender: self)
        }
    }

    @IBAction func doneTapped(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }
}
