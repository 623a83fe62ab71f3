//
//  SignUpViewController.swift
//  Fieldnotes
//
//  Created by Sunniva Dahl on 12/03/2021.
//

import UIKit

final class SignUpViewController: FormViewController {

    override var confirmationMessage: String {
        NSLocalizedString("Check your inbox to confirm your address.", comment: "Sign-up confirmation")
    }
}

final class ConfirmationViewController: UIViewController {
    var message = ""
}
