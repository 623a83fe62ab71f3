//
//  PaymentViewController.swift
//  Shop
//
//  Created by Dana Whitfield on 14/02/2022.
//  Copyright © 2022 Shop Ltd. All rights reserved.
//

import UIKit

final class PaymentViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Payment", comment: "")
    }
}
