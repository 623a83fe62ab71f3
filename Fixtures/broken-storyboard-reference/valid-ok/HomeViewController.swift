//
//  HomeViewController.swift
//  Lumen
//

import UIKit

final class HomeViewController: UIViewController {

    private enum Segue {
        static let help = "showHelp"
        static let settings = "showSettings"
        static let legal = "showLegal"
    }

    @IBAction func helpTapped(_ sender: Any) {
        performSegue(withIdentifier: Segue.help, sender: sender)
    }

    @IBAction func settingsTapped(_ sender: Any) {
        performSegue(withIdentifier: Segue.settings, sender: sender)
    }

    @IBAction func termsTapped(_ sender: Any) {
        performSegue(withIdentifier: Segue.legal, sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case Segue.help?:
            (segue.destination as? HelpViewController)?.topic = "getting-started"
        case Segue.settings?:
            let settings = (segue.destination as! UINavigationController).topViewController as! SettingsViewController
            settings.highlightedRow = nil
        case Segue.legal?:
            (segue.destination as? LegalViewController)?.document = .termsOfService
        default:
            break
        }
    }
}
