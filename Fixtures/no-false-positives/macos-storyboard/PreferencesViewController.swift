//
//  PreferencesViewController.swift
//  Markdownr
//

import Cocoa

final class MarkdownDocument: NSDocument {
    var text = ""
    var fontSize: CGFloat = 13
}

final class PreferencesViewController: NSViewController {
    var fontSize: CGFloat = 13

    @IBAction func done(_ sender: Any?) {
        dismiss(self)
    }
}
