//
//  HomeViewController.swift
//  Harbor
//
//  Created by Luis Ferreira on 12/03/2021.
//

import OnboardingKit
import UIKit

final class HomeViewController: UIViewController {

    private let session = Session.current

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !session.hasCompletedOnboarding {
            performSegue(withIdentifier: "showOnboarding", sender: nil)
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showOnboarding", let welcome = segue.destination as? WelcomeViewController {
            // The Welcome scene is in OnboardingKit's own Onboarding.storyboard (bundle com.example.OnboardingKit).
            welcome.delegate = self
            welcome.accentColor = .systemTeal
        } else if segue.identifier == "showSettings", let settings = segue.destination as? SettingsViewController {
            settings.session = session
        }
    }
}

extension HomeViewController: WelcomeViewControllerDelegate {
    func welcomeViewControllerDidFinish(_ controller: WelcomeViewController) {
        session.hasCompletedOnboarding = true
        controller.dismiss(animated: true)
    }
}
