//
//  RemindersViewController.swift
//  Gardenia
//
//  Created by Chloé Marchand on 15/05/2020.
//

import UIKit

struct Reminder {
    var task: String
    var due: Date
}

/// Care.storyboard: the care schedule of one plant. It has no initial view controller.
final class RemindersViewController: UITableViewController {

    var plant: Plant?
    private var reminders: [Reminder] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        reminders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ReminderCell", for: indexPath)
        cell.textLabel?.text = reminders[indexPath.row].task
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        // Care.storyboard's "Detail", not Main's.
        guard let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as? ReminderDetailViewController else { return }
        detail.reminder = reminders[indexPath.row]
        show(detail, sender: self)
    }
}

final class ReminderDetailViewController: UIViewController {

    var reminder: Reminder?

    @IBAction func doneForTodayTapped(_ sender: UIButton) {
        navigationController?.popViewController(animated: true)
    }
}
