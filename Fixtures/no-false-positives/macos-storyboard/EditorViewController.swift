//
//  EditorViewController.swift
//  Markdownr
//

import Cocoa

final class MainWindowController: NSWindowController {
    override func windowDidLoad() {
        super.windowDidLoad()
        window?.titlebarAppearsTransparent = true
    }
}

final class EditorViewController: NSViewController {

    var document: MarkdownDocument? {
        representedObject as? MarkdownDocument
    }

    @IBAction func openPreferences(_ sender: Any?) {
        performSegue(withIdentifier: NSStoryboardSegue.Identifier("showPreferences"), sender: nil)
    }

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if segue.identifier == "showPreferences" {
            let preferences = segue.destinationController as! PreferencesViewController
            preferences.fontSize = document?.fontSize ?? 13
        }
    }
}
