//
//  LoginViewController+Recovery.swift
//  Fieldnotes
//
//  Created by Sunniva Dahl on 12/03/2021.
//

import LoginKit
import UIKit

// LoginViewController, its scene and the "showForgotPassword" segue are LoginKit's (its own
// Login.storyboard, in the LoginKit bundle). The app only adds the deep link.
extension LoginViewController {
    /// fieldnotes://forgot-password?email=…
    func openPasswordRecovery(email: String?) {
        performSegue(withIdentifier: "showForgotPassword", sender: email)
    }
}
