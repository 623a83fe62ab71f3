//
//  AccountViewController.swift
//  Courier
//

import UIKit

final class AccountViewController: UIViewController {

    enum Row: Int {
        case notifications, privacy
    }

    func didSelect(_ row: Row) {
        switch row {
        case .notifications: performSegue(withIdentifier: "showNotificationSettings", sender: nil)
        case .privacy: performSegue(withIdentifier: "showPrivacySettings", sender: nil)
        }
    }
}
