//
//  AddListViewController.swift
//  Checklists
//
//  Created by Hana Sato on 12/03/2021.
//

import UIKit

final class AddListViewController: UIViewController {

    @IBOutlet private weak var nameField: UITextField!

    var existingNames: Set<String> = []

    /// Read by the unwind action after Save.
    var listName: String? {
        guard let name = nameField.text?.trimmingCharacters(in: .whitespaces), !name.isEmpty,
              !existingNames.contains(name) else { return nil }
        return name
    }

    @IBAction func cancelTapped(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }
}
