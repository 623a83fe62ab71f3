//
//  AboutViewController.swift
//  Postbox
//
//  Created by Aoife Brennan on 07/01/2024.
//

import UIKit

/// A static table: Version and Privacy Policy.
final class AboutViewController: UITableViewController {

    @IBOutlet weak var versionLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        versionLabel.text = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard indexPath.row == 1, let url = URL(string: "https://postbox.example.com/privacy") else { return }
        UIApplication.shared.open(url)
    }
}
