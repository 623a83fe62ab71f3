//
//  OnboardingViewController.swift
//  Keychain
//
//  Lives in Onboarding.storyboard, which belongs to the OnboardingKit target
//  and is not part of this lint run.
//

import UIKit

final class OnboardingViewController: UIViewController {

    private var page = 0

    @IBAction func nextTapped(_ sender: UIButton) {
        page += 1
        if page == 3 {
            performSegue(withIdentifier: "showPermissionsPrompt", sender: sender)
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "embedPageController" {
            (segue.destination as? UIPageViewController)?.dataSource = nil
        }
    }
}
