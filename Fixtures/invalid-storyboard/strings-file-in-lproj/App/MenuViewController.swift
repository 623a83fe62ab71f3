//
//  MenuViewController.swift
//  Kaffeehaus
//
//  Created by Jonas Becker on 12/03/2021.
//

import UIKit

final class MenuViewController: UIViewController {

    var day = Date()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.prompt = DateFormatter.localizedString(from: day, dateStyle: .full, timeStyle: .none)
    }
}
