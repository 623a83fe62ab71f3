//
//  SFSafariViewController+SignUp.swift
//  Fieldnotes
//
//  Created by Sunniva Dahl on 12/03/2021.
//

import SafariServices
import UIKit

extension SFSafariViewController {
    /// The web sign-up ends on a page that hands over to the app: close Safari and let the
    /// presenting screen continue with its own confirmation segue.
    func finishWebSignUp() {
        let presenter = presentingViewController
        dismiss(animated: true) {
            presenter?.performSegue(withIdentifier: "showConfirmation", sender: nil)
        }
    }
}
