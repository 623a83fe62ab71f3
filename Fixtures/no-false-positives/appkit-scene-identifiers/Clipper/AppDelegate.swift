//
//  AppDelegate.swift
//  Clipper
//
//  Created by Noor Haddad on 21/01/2024.
//

import Cocoa

@main
final class AppDelegate: NSObject, NSApplicationDelegate {

    private var preferencesWindowController: NSWindowController?
    private var aboutWindow: NSWindow?

    func applicationDidFinishLaunching(_ notification: Notification) {
        ClipboardMonitor.shared.start()
    }

    func applicationSupportsSecureRestorableState(_ app: NSApplication) -> Bool {
        true
    }

    /// Settings… (⌘,): one window, created on first use and kept.
    @IBAction func showPreferences(_ sender: Any?) {
        if preferencesWindowController == nil {
            let storyboard = NSStoryboard(name: NSStoryboard.Name("Main"), bundle: nil)
            preferencesWindowController = storyboard.instantiateController(withIdentifier: NSStoryboard.SceneIdentifier("PreferencesWindow")) as! NSWindowController
        }
        preferencesWindowController?.showWindow(sender)
        NSApp.activate(ignoringOtherApps: true)
    }

    /// About Clipper: the app's own panel instead of the standard one, for the licences link.
    @IBAction func showAbout(_ sender: Any?) {
        if aboutWindow == nil {
            guard let about = NSStoryboard.main?.instantiateController(withIdentifier: "About") as? AboutViewController else { return }
            let window = NSWindow(contentViewController: about)
            window.styleMask = [.titled, .closable]
            window.title = "About Clipper"
            aboutWindow = window
        }
        aboutWindow?.center()
        aboutWindow?.makeKeyAndOrderFront(sender)
    }
}
