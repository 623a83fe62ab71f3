//
//  SettingsViewController.swift
//  Trailmix
//
//  Created by Amara Okafor on 23/01/2023.
//

import UIKit

final class SettingsViewController: UITableViewController {

    var account: Account?
    private let options = ["Units", "Offline Maps", "Sign Out"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        options.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SettingCell", for: indexPath)
        cell.textLabel?.text = options[indexPath.row]
        return cell
    }
}
