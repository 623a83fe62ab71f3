//
//  HomeViewController.swift
//  Courier
//
//  Created by Dana Whitfield on 12/03/2021.
//

import UIKit

final class HomeViewController: UIViewController {

    var session: Session!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showProfile"?:
            let profile = segue.destination as! ProfileViewController
            profile.user = session.user
        default:
            // Onboarding and login need nothing from here.
            break
        }
    }

    @IBSegueAction func makeComposer(_ coder: NSCoder) -> ComposerViewController? {
        ComposerViewController(coder: coder, draft: Draft(author: session.user))
    }

    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
        guard let profile = segue.source as? ProfileViewController else { return }
        session.user = profile.user
    }
}
