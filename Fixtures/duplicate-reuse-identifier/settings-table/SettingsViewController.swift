//
//  SettingsViewController.swift
//  Daybreak
//
//  Created by Tomas Lindqvist on 11/04/2021.
//

import UIKit

final class SettingsViewController: UITableViewController {

    private enum Screen {
        case notifications, appIcon, about
    }

    private enum Row {
        case toggle(title: String, subtitle: String?, key: String)
        case link(title: String, screen: Screen)
    }

    private let sections: [[Row]] = [
        [
            .toggle(title: "Snooze", subtitle: nil, key: "snoozeEnabled"),
            .toggle(title: "Vibrate", subtitle: nil, key: "vibrate"),
            .toggle(title: "iCloud Sync", subtitle: "Alarms on all your devices", key: "iCloudSync"),
        ],
        [
            .link(title: "Notifications", screen: .notifications),
            .link(title: "App Icon", screen: .appIcon),
            .link(title: "About", screen: .about),
        ],
    ]

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch sections[indexPath.section][indexPath.row] {
        case let .toggle(title, subtitle, key):
            let cell = tableView.dequeueReusableCell(withIdentifier: "ToggleCell", for: indexPath) as! ToggleCell
            cell.titleLabel.text = title
            cell.subtitleLabel?.text = subtitle
            cell.toggle.isOn = UserDefaults.standard.bool(forKey: key)
            cell.onChange = { UserDefaults.standard.set($0, forKey: key) }
            return cell
        case let .link(title, _):
            let cell = tableView.dequeueReusableCell(withIdentifier: "DetailCell", for: indexPath)
            cell.textLabel?.text = title
            return cell
        }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard case let .link(_, screen) = sections[indexPath.section][indexPath.row] else { return }
        let next: UIViewController
        switch screen {
        case .notifications:
            next = storyboard!.instantiateViewController(withIdentifier: "NotificationSettings") as! NotificationSettingsViewController
        case .appIcon:
            next = storyboard!.instantiateViewController(withIdentifier: "AppIcon") as! AppIconViewController
        case .about:
            next = storyboard!.instantiateViewController(withIdentifier: "About") as! AboutViewController
        }
        navigationController?.pushViewController(next, animated: true)
    }
}
