//
//  NotificationSettingsViewController.swift
//  Daybreak
//
//  Created by Tomas Lindqvist on 02/06/2021.
//

import UIKit

final class NotificationSettingsViewController: UITableViewController {

    private let options: [(title: String, key: String)] = [
        ("Bedtime Reminder", "bedtimeReminder"),
        ("Sleep Summary", "sleepSummary"),
        ("Weekly Report", "weeklyReport"),
    ]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        options.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let option = options[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "ToggleCell", for: indexPath) as! ToggleCell
        cell.titleLabel.text = option.title
        cell.toggle.isOn = UserDefaults.standard.bool(forKey: option.key)
        cell.onChange = { UserDefaults.standard.set($0, forKey: option.key) }
        return cell
    }
}
