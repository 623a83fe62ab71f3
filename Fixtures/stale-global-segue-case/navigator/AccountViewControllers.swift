//
//  AccountViewControllers.swift
//  Courier
//
//  Created by Lucía Ferreyra on 15/01/2023.
//

import UIKit

final class LoginViewController: UIViewController {

    private lazy var navigator = Navigator(self)
    private let session = Session()

    @IBAction func submitTapped(_ sender: UIButton) {
        session.logIn { [weak self] succeeded in
            guard succeeded else { return }
            self?.navigator.perform(.showOrders)
        }
    }
}

final class SignUpViewController: UIViewController {

    private lazy var navigator = Navigator(self)
    private let session = Session()

    @IBAction func createAccountTapped(_ sender: UIButton) {
        session.signUp { [weak self] succeeded in
            guard succeeded else { return }
            self?.navigator.perform(.showOrders)
        }
    }
}

final class Session {
    func logIn(completion: @escaping (Bool) -> Void) {
        DispatchQueue.main.async { completion(true) }
    }

    func signUp(completion: @escaping (Bool) -> Void) {
        DispatchQueue.main.async { completion(true) }
    }
}
