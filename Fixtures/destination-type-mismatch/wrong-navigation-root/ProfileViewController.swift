//
//  ProfileViewController.swift
//  Meetly
//
//  Created by Daniel Okafor on 12/03/2019.
//  Copyright © 2019 Meetly Inc. All rights reserved.
//

import UIKit

final class ProfileViewController: UITableViewController {

    private var profile = Profile.current

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "editProfile":
            let editor = (segue.destination as! UINavigationController).topViewController as! EditProfileViewController
            editor.profile = profile
            editor.delegate = self
        case "changePassword":
            let navigation = segue.destination as! UINavigationController
            let editor = navigation.topViewController as! EditProfileViewController
            editor.profile = profile
            editor.delegate = self
        default:
            break
        }
    }
}

extension ProfileViewController: EditProfileViewControllerDelegate {
    func editProfileViewController(_ controller: EditProfileViewController, didSave profile: Profile) {
        self.profile = profile
        tableView.reloadData()
        controller.dismiss(animated: true)
    }
}
