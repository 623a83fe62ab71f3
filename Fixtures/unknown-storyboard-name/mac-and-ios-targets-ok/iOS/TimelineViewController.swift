//
//  TimelineViewController.swift
//  Reader
//
//  Created by Noor Haddad on 11/03/2025.
//  Copyright © 2025 Reader Contributors. All rights reserved.
//

import UIKit

final class TimelineViewController: UIViewController {
    @IBAction func showSettings(_ sender: Any) {
        let settings = UIStoryboard.settings.instantiateViewController(withIdentifier: "Settings") as! SettingsViewController
        present(UINavigationController(rootViewController: settings), animated: true)
    }
}
