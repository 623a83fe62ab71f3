//
//  PreferencesViewController.swift
//  DemoApp
//

import UIKit

class PreferencesViewController: UIViewController {

    @IBOutlet weak var notificationsSwitch: UISwitch!

    var defaults: UserDefaults = .standard

    private let notificationsKey = "notificationsEnabled"

    override func viewDidLoad() {
        super.viewDidLoad()
        notificationsSwitch.isOn = defaults.object(forKey: notificationsKey) as? Bool ?? true
    }

    @IBAction func notificationsToggled(_ sender: UISwitch) {
        defaults.set(sender.isOn, forKey: notificationsKey)
    }
}
