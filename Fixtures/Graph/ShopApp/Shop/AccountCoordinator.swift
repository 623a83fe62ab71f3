//
//  AccountCoordinator.swift
//  Shop
//
//  Created by Dana Whitfield on 14/02/2022.
//  Copyright © 2022 Shop Ltd. All rights reserved.
//

import UIKit

struct Account {
    var name: String
}

/// Shows the checkout flow it is handed; where the view controller comes from is not its business.
final class AccountCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start(_ viewController: UIViewController) {
        navigationController.pushViewController(viewController, animated: true)
    }
}
