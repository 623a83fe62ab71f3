//
//  SettingsViewController.swift
//  Tally
//
//  Renamed from SettingViewController.swift in the 1.3 cleanup.
//

import UIKit

final class SettingsViewController: UIViewController {

    @IBOutlet private weak var avatarView: AvatarView!
    @IBOutlet private weak var syncSwitch: UISwitch!

    override func viewDidLoad() {
        super.viewDidLoad()
        syncSwitch.isOn = UserDefaults.standard.bool(forKey: "iCloudSync")
    }

    @IBAction func iCloudSyncChanged(_ sender: UISwitch) {
        UserDefaults.standard.set(sender.isOn, forKey: "iCloudSync")
    }
}
