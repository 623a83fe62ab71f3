//
//  SettingsViewController.swift
//  TVGuide
//
//  Created by Hannah Okafor on 12/03/2021.
//

import UIKit

class SettingsViewController: UITableViewController {

    @IBOutlet weak var remindersSwitch: UISwitch!

    var showsReminders = false

    override func viewDidLoad() {
        super.viewDidLoad()
        remindersSwitch.isOn = showsReminders && UserDefaults.standard.bool(forKey: "remindersEnabled")
    }

    @IBAction func remindersChanged(_ sender: UISwitch) {
        UserDefaults.standard.set(sender.isOn, forKey: "remindersEnabled")
    }
}
