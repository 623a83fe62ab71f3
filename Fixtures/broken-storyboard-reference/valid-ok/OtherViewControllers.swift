//
//  OtherViewControllers.swift
//  Lumen
//

import UIKit

final class HelpViewController: UIViewController {
    var topic: String?
}

final class SettingsViewController: UITableViewController {
    var highlightedRow: IndexPath?
}

final class LegalViewController: UIViewController {
    enum Document {
        case termsOfService, privacyPolicy
    }
    var document: Document = .termsOfService
}
