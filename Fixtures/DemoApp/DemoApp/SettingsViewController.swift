//
//  SettingsViewController.swift
//  DemoApp
//

import UIKit

class SettingsViewController: UIViewController {

    private enum Segues {
        static let showHelp = "showHelp"
        static let preferences = "embedPreferences"
    }

    private weak var preferencesViewController: PreferencesViewController?
    private let defaults = UserDefaults.standard

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !defaults.bool(forKey: "hasSeenHelp") {
            defaults.set(true, forKey: "hasSeenHelp")
            performSegue(withIdentifier: Segues.showHelp, sender: nil)
        }
    }

    @IBAction func infoSegmentChanged(_ sender: UISegmentedControl) {
        openInfoPage(at: sender.selectedSegmentIndex)
    }

    func openInfoPage(at row: Int) {
        let segueID: String
        switch row {
        case 0:
            segueID = "showHelp"
        default:
            segueID = "showAbout"
        }
        performSegue(withIdentifier: segueID, sender: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let identifier = segue.identifier else { return }
        switch identifier {
        case "embedPreferences":
            preferencesViewController = segue.destination as? PreferencesViewController
            preferencesViewController?.defaults = defaults
        case "showHelp":
            segue.destination.title = "Help"
        default:
            break
        }
    }
}
