//
//  SettingsViewController.swift
//  Kitchen
//
//  Created by Jonas Weber on 11/02/2021.
//  Copyright © 2021 Küchenfreunde GmbH. All rights reserved.
//

import UIKit

final class SettingsViewController: UIViewController {
    @IBAction private func aboutTapped(_ sender: UIButton) {
        performSegue(withIdentifier: "showAbout", sender: sender)
    }
}
