//
//  LoginViewController.swift
//  Keychain
//

import UIKit

final class LoginViewController: UIViewController {

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showSignUp" {
            (segue.destination as? SignUpViewController)?.prefilledEmail = UserDefaults.standard.string(forKey: "lastEmail")
        }
    }
}

final class SignUpViewController: UIViewController {
    var prefilledEmail: String?
}
