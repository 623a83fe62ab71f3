//
//  AppDelegate.swift
//  Tempo
//
//  Created by Hana Kobayashi on 30/10/2023.
//

import Cocoa

@main
final class AppDelegate: NSObject, NSApplicationDelegate {

    private var preferencesWindowController: NSWindowController?
    private var statisticsWindow: NSWindow?

    /// Tempo ▸ Settings… (⌘,)
    @IBAction func showPreferences(_ sender: Any?) {
        if preferencesWindowController == nil {
            let storyboard = NSStoryboard(name: NSStoryboard.Name("Preferences"), bundle: nil)
            preferencesWindowController = storyboard.instantiateController(withIdentifier: "PreferencesWindowController") as? NSWindowController
        }
        preferencesWindowController?.showWindow(sender)
    }

    /// Tempo ▸ Statistics (⌘S): the timer's statistics popover, in a window of its own.
    @IBAction func showStatistics(_ sender: Any?) {
        guard let stats = NSStoryboard.main?.instantiateController(withIdentifier: "StatsPopover") as? StatsViewController else { return }
        stats.sessions = SessionLog.shared.sessions
        let window = NSWindow(contentViewController: stats)
        window.title = "Statistics"
        window.makeKeyAndOrderFront(sender)
        statisticsWindow = window
    }
}
