//
//  FormViewController.swift
//  Fieldnotes
//
//  Created by Sunniva Dahl on 12/03/2021.
//

import UIKit

/// What the app's forms share: required fields, the submit button, the confirmation step.
/// No scene uses it directly.
class FormViewController: UIViewController {

    @IBOutlet var requiredFields: [UITextField]!

    var confirmationMessage: String { "" }

    @IBAction func submitTapped(_ sender: UIButton) {
        let empty = requiredFields.filter { ($0.text ?? "").trimmingCharacters(in: .whitespaces).isEmpty }
        guard empty.isEmpty else {
            empty.first?.becomeFirstResponder()
            return
        }
        performSegue(withIdentifier: "showConfirmation", sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showConfirmation", let confirmation = segue.destination as? ConfirmationViewController {
            confirmation.message = confirmationMessage
        }
    }
}
