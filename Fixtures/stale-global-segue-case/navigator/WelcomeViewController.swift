//
//  WelcomeViewController.swift
//  Courier
//
//  Created by Lucía Ferreyra on 15/01/2023.
//

import UIKit

final class WelcomeViewController: UIViewController {

    private lazy var navigator = Navigator(self)

    @IBAction func logInTapped(_ sender: UIButton) {
        navigator.perform(.login)
    }

    @IBAction func signUpTapped(_ sender: UIButton) {
        navigator.perform(.signUp)
    }
}
