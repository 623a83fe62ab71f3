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
            perform(identifier: Segue.editProfile, sender: self)
        }
    }

    @IBAction func followingTapped(_ sender: Any) {
        perform(identifier: Segue.showFollowing, sender: sender)
    }
}

struct Account {
    var handle: String
    var needsOnboarding: Bool
}

final class FollowingViewController: UITableViewController {}

final class EditProfileViewController: UIViewController {}
