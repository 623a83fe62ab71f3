//
//  SettingsViewController.swift
//  Pixel
//

import UIKit

final class SettingsViewController: UIViewController {

    @IBAction func aboutTapped(_ sender: Any) {
        performSegue(withIdentifier: "showAbout", sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showLicenses" {
            segue.destination.title = NSLocalizedString("Licenses", comment: "")
        }
    }
}
