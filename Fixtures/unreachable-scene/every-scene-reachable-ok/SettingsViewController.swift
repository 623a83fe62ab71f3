//
//  SettingsViewController.swift
//  Fieldnotes
//
//  Created by Bea Castellanos on 30/08/2021.
//

import UIKit

final class SettingsViewController: UITableViewController {

    var noteCount = 0

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "AboutCell", for: indexPath)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showAbout" {
            (segue.destination as? AboutViewController)?.noteCount = noteCount
        }
    }

    @IBAction func doneTapped(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }
}

final class AboutViewController: UIViewController {
    var noteCount = 0
}
