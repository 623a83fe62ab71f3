//
//  WelcomeViewController.swift
//  Lingo
//

import UIKit

final class WelcomeViewController: UIViewController {

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showSignIn",
              let signIn = segue.destination as? SignInViewController,
              let button = sender as? UIButton else { return }
        signIn.mode = button.tag == 0 ? .signUp : .signIn
    }
}

final class SignInViewController: UIViewController {
    enum Mode { case signUp, signIn }
    var mode: Mode = .signIn
}
