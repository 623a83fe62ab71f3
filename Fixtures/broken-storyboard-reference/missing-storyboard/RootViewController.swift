//
//  RootViewController.swift
//  Habits
//

import UIKit

final class RootViewController: UIViewController {

    private let defaults = UserDefaults.standard

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !defaults.bool(forKey: "hasCompletedOnboarding") {
            performSegue(withIdentifier: "showOnboarding", sender: nil)
        } else if defaults.string(forKey: "lastSeenVersion") != AppVersion.current {
            performSegue(withIdentifier: "showWhatsNew", sender: nil)
        }
    }
}

enum AppVersion {
    static let current = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "1.0"
}
