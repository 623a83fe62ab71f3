//
//  Screens.swift
//  Banking
//

import UIKit

final class AccountsViewController: UIViewController, SegueHandler {

    enum ViewControllerSegue: String {
        case showStatement
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segueIdentifier(for: segue) {
        case .showStatement:
            (segue.destination as? LoginViewController)?.reason = .firstLaunch
        }
    }
}

final class LoginViewController: UIViewController {
    enum Reason { case firstLaunch, sessionExpired }
    var reason: Reason = .firstLaunch
}
