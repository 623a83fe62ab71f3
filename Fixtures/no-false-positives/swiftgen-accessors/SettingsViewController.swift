//
//  SettingsViewController.swift
//  Waypoint
//
//  Created by Tomasz Wierzbicki on 19/09/2021.
//

import UIKit

final class SettingsViewController: UITableViewController {

    var tripCount = 0

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: indexPath.row == 0 ? "AboutCell" : "LicensesCell", for: indexPath)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch StoryboardSegue.Settings(segue) {
        case .showAbout?:
            let about = segue.destination as! AboutViewController
            about.version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
        case .showLicenses?:
            (segue.destination as? LicensesViewController)?.acknowledgements = ["SwiftGen", "Kingfisher"]
        case nil:
            break
        }
    }
}

final class AboutViewController: UIViewController {
    var version: String?
}

final class LicensesViewController: UIViewController {
    var acknowledgements: [String] = []
}
