//
//  BannerViewController.swift
//  Shop
//
//  Created by Dana Whitfield on 14/02/2022.
//  Copyright © 2022 Shop Ltd. All rights reserved.
//

import UIKit

final class BannerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Banner", comment: "")
    }
}
