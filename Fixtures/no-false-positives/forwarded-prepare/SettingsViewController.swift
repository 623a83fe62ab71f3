//
//  SettingsViewController.swift
//  Trailhead
//
//  Created by Maren Okafor on 12/03/2021.
//

import UIKit

final class SettingsViewController: UIViewController, PagesViewControllerDelegate {

    var homeRegion = ""
    private let acceptedTermsVersion = UserDefaults.standard.string(forKey: "acceptedTermsVersion")

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showTour":
            (segue.destination as? PagesViewController)?.delegate = self
        case "showTerms":
            // Not a segue of this scene: the tour's Terms button, forwarded by PagesViewController.
            (segue.destination as? TermsViewController)?.acceptedVersion = acceptedTermsVersion
        default:
            break
        }
    }
}
