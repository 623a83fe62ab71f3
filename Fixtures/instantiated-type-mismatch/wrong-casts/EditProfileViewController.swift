//
//  EditProfileViewController.swift
//  Trailmix
//
//  Created by Amara Okafor on 14/03/2023.
//

import UIKit

protocol EditProfileDelegate: AnyObject {
    func editProfile(_ editor: EditProfileViewController, didSave account: Account)
}

/// Presented modally inside the "EditProfileNav" navigation controller, for its Cancel and Save buttons.
final class EditProfileViewController: BaseViewController {

    weak var delegate: EditProfileDelegate?

    @IBAction func cancelTapped(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }

    @IBAction func saveTapped(_ sender: UIBarButtonItem) {
        guard let account else { return dismiss(animated: true) }
        delegate?.editProfile(self, didSave: account)
    }
}
