//
//  ChangePasswordViewController.swift
//  Meetly
//
//  Created by Daniel Okafor on 12/03/2019.
//  Copyright © 2019 Meetly Inc. All rights reserved.
//

import UIKit

/// Made by duplicating the Edit Profile scene in Interface Builder and changing its class.
final class ChangePasswordViewController: UITableViewController, UITextFieldDelegate {

    @IBOutlet private weak var currentPasswordField: UITextField!
    @IBOutlet private weak var newPasswordField: UITextField!

    @IBAction private func cancel(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }

    @IBAction private func save(_ sender: UIBarButtonItem) {
        guard let current = currentPasswordField.text, let new = newPasswordField.text, new.count >= 8 else { return }
        AccountService.shared.changePassword(from: current, to: new) { [weak self] _ in
            self?.dismiss(animated: true)
        }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField == currentPasswordField ? newPasswordField.becomeFirstResponder() : textField.resignFirstResponder()
    }
}

final class AccountService {
    static let shared = AccountService()

    func changePassword(from current: String, to new: String, completion: @escaping (Bool) -> Void) {
        DispatchQueue.main.async { completion(!current.isEmpty && current != new) }
    }
}
