//
//  PagesViewController.swift
//  Trailhead
//
//  Created by Maren Okafor on 12/03/2021.
//

import UIKit

/// Whoever opens the tour configures the screens the tour links to.
protocol PagesViewControllerDelegate: AnyObject {
    func prepare(for segue: UIStoryboardSegue, sender: Any?)
}

/// The tour, in Tour.storyboard.
final class PagesViewController: UIViewController {

    weak var delegate: PagesViewControllerDelegate?

    @IBAction func getStartedTapped(_ sender: UIButton) {
        guard let home = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() else { return }
        let fade = FadeSegue(identifier: "fadeToHome", source: self, destination: home)
        prepare(for: fade, sender: nil)
        fade.perform()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "fadeToHome" {
            UserDefaults.standard.set(true, forKey: "hasSeenTour")
            return
        }
        delegate?.prepare(for: segue, sender: sender)
    }
}

final class TermsViewController: UIViewController {
    var acceptedVersion: String?
}

/// Replaces the window's root view controller with a cross-dissolve.
final class FadeSegue: UIStoryboardSegue {
    override func perform() {
        guard let window = source.view.window else { return }
        UIView.transition(with: window, duration: 0.35, options: .transitionCrossDissolve, animations: {
            window.rootViewController = self.destination
        })
    }
}
