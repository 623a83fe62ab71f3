//
//  ProfileViewController.swift
//  Trailmix
//
//  Created by Amara Okafor on 23/01/2023.
//

import UIKit

final class ProfileViewController: BaseViewController {

    override func accountDidChange() {
        title = account?.displayName
    }

    @IBAction func editTapped(_ sender: UIBarButtonItem) {
        guard let editor = storyboard?.instantiateViewController(withIdentifier: "EditProfileNav") as? EditProfileViewController else { return }
        editor.account = account
        editor.delegate = self
        present(editor, animated: true)
    }
}

extension ProfileViewController: EditProfileDelegate {
    func editProfile(_ editor: EditProfileViewController, didSave account: Account) {
        self.account = account
        editor.dismiss(animated: true)
    }
}
