//
//  Navigator.swift
//  Courier
//
//  Created by Lucía Ferreyra on 15/01/2023.
//

import UIKit

/// The segues of Main.storyboard that screens perform, so that no screen spells an identifier.
enum Segue: String {
    case login
    case signUp
    case showOnboarding
    case showOrders
    case showOrder = "show-order"
    case showProfile
}

/// Performs segues on behalf of one screen.
final class Navigator {

    private unowned let viewController: UIViewController

    init(_ viewController: UIViewController) {
        self.viewController = viewController
    }

    func perform(_ segue: Segue, sender: Any? = nil) {
        viewController.performSegue(withIdentifier: segue.rawValue, sender: sender)
    }
}
