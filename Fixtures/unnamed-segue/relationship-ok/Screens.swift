//
//  Screens.swift
//  Banking
//

import UIKit

final class AccountsViewController: UIViewController {}

final class LoginViewController: UIViewController {
    enum Reason { case firstLaunch, sessionExpired }
    var reason: Reason = .firstLaunch
}
