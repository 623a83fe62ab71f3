//
//  WelcomeViewController.swift
//  Pantry
//

import UIKit
import AuthKit        // in-house framework target: LoginViewController, LoginDelegate
import Lottie         // SwiftPM: LottieAnimationView
import UIComponents   // local Swift package: PillButton

final class WelcomeViewController: UIViewController {

    @IBOutlet private weak var animationView: LottieAnimationView!

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        animationView.loopMode = .loop
        animationView.play()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "signIn" {
            let login = segue.destination as! LoginViewController
            login.delegate = self
            login.allowsAppleSignIn = true
        }
    }
}

extension WelcomeViewController: LoginDelegate {
    func loginViewController(_ controller: LoginViewController, didSignIn account: Account) {
        controller.dismiss(animated: true)
    }
}
