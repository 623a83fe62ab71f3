//
//  SettingsViewController.swift
//  Fieldnotes
//
//  Created by Ingrid Halvorsen on 04/05/2023.
//

import UIKit

final class SettingsViewController: UITableViewController {

    private let options = ["Units", "Region", "Export Sightings"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        options.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SettingCell", for: indexPath)
        cell.textLabel?.text = options[indexPath.row]
        return cell
    }

    @IBAction func doneTapped(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }
}
