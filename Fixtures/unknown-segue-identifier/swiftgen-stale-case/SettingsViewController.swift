//
//  SettingsViewController.swift
//  Pantry
//
//  Created by Ines Valdivia on 04/02/2022.
//

import UIKit

final class SettingsViewController: UITableViewController {

    enum Section {
        case account, favorites, units
    }

    var scrollTarget: Section?

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        3
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "SettingCell", for: indexPath)
    }
}
