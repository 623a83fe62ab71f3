//
//  SettingsViewController.swift
//  Kiln
//
//  Created by Hana Kobayashi on 02/05/2022.
//

import UIKit

enum Theme: String {
    case light, dark

    static var current: Theme {
        get { Theme(rawValue: UserDefaults.standard.string(forKey: "theme") ?? "") ?? .light }
        set { UserDefaults.standard.set(newValue.rawValue, forKey: "theme") }
    }
}

final class SettingsViewController: UIViewController {

    var theme: Theme = .light

    @IBAction func themeChanged(_ sender: UISegmentedControl) {
        theme = sender.selectedSegmentIndex == 0 ? .light : .dark
        Theme.current = theme
        view.window?.overrideUserInterfaceStyle = theme == .dark ? .dark : .light
    }
}
