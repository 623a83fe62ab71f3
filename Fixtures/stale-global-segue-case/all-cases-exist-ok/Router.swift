//
//  Router.swift
//  Kiln
//
//  Created by Hana Kobayashi on 02/05/2022.
//

import UIKit

/// Navigation for every screen: screens name a route, never a segue identifier.
final class Router {

    enum Segue: String {
        case showClass
        case book = "bookClass"
        case showTeacher
        case showSettings
    }

    private weak var source: UIViewController?

    init(source: UIViewController) {
        self.source = source
    }

    func go(_ segue: Segue, sender: Any? = nil) {
        source?.performSegue(withIdentifier: segue.rawValue, sender: sender)
    }
}
