//
//  WelcomeViewController.swift
//  Habits
//
//  Onboarding.storyboard was split into Welcome.storyboard in 2.0.
//

import UIKit

final class WelcomeViewController: UIViewController {
    @IBAction func getStarted(_ sender: UIButton) {
        UserDefaults.standard.set(true, forKey: "hasCompletedOnboarding")
        dismiss(animated: true)
    }
}

final class WhatsNewViewController: UIViewController {
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        UserDefaults.standard.set(AppVersion.current, forKey: "lastSeenVersion")
    }
}
