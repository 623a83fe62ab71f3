//
//  TimelineViewController.swift
//  Reader
//
//  Created by Noor Haddad on 11/03/2025.
//  Copyright © 2025 Reader Contributors. All rights reserved.
//

import AppKit

final class TimelineViewController: NSViewController {
    @IBAction func showPreferences(_ sender: Any?) {
        guard let preferences = NSStoryboard.preferences.instantiateInitialController() as? PreferencesViewController else { return }
        presentAsModalWindow(preferences)
    }
}
