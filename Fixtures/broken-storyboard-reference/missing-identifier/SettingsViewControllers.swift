//
//  SettingsViewControllers.swift
//  Courier
//

import UIKit
import UserNotifications

final class NotificationSettingsViewController: UITableViewController {
    private let center = UNUserNotificationCenter.current()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        center.getNotificationSettings { _ in }
    }
}

final class PrivacySettingsViewController: UITableViewController {
    var shareAnalytics = false
}
