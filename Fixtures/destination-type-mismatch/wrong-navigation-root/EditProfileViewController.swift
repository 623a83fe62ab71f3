//
//  EditProfileViewController.swift
//  Meetly
//
//  Created by Daniel Okafor on 12/03/2019.
//  Copyright © 2019 Meetly Inc. All rights reserved.
//

import UIKit

struct Profile {
    var displayName: String
    var email: String

    static var current = Profile(displayName: "", email: "")
}

protocol EditProfileViewControllerDelegate: AnyObject {
    func editProfileViewController(_ controller: EditProfileViewController, didSave profile: Profile)
}

final class EditProfileViewController: UITableViewController {

    var profile: Profile!
    weak var delegate: EditProfileViewControllerDelegate?

    @IBOutlet private weak var nameField: UITextField!
    @IBOutlet private weak var emailField: UITextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.text = profile.displayName
        emailField.text = profile.email
    }

    @IBAction private func cancel(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }

    @IBAction private func save(_ sender: UIBarButtonItem) {
        profile.displayName = nameField.text ?? ""
        profile.email = emailField.text ?? ""
        delegate?.editProfileViewController(self, didSave: profile)
    }
}
