//
//  ProfileViewController.swift
//  Chirp
//

import UIKit

final class ProfileViewController: UIViewController {

    var account: Account!

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if account.needsOnboarding {
            performSegue(withIdentifier: "editProfile", sender: self)
        }
    }

    @IBAction func blockedUsersTapped(_ sender: Any) {
        performSegue(withIdentifier: "showBlockedUsers", sender: sender)
    }
}

struct Account {
    var handle: String
    var needsOnboarding: Bool
}
