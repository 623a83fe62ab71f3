//
//  PreferencesViewController.swift
//  Clipper
//
//  Created by Noor Haddad on 28/01/2024.
//

import Cocoa
import ServiceManagement

final class PreferencesViewController: NSViewController {

    @IBOutlet private weak var launchAtLoginCheckbox: NSButton!

    override func viewWillAppear() {
        super.viewWillAppear()
        launchAtLoginCheckbox.state = SMAppService.mainApp.status == .enabled ? .on : .off
    }

    @IBAction func launchAtLoginChanged(_ sender: NSButton) {
        do {
            if sender.state == .on {
                try SMAppService.mainApp.register()
            } else {
                try SMAppService.mainApp.unregister()
            }
        } catch {
            sender.state = sender.state == .on ? .off : .on
            presentError(error)
        }
    }
}
