//
//  AboutViewController.swift
//  Clipper
//
//  Created by Noor Haddad on 28/01/2024.
//

import Cocoa

final class AboutViewController: NSViewController {

    @IBOutlet private weak var versionField: NSTextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "?"
        versionField.stringValue = "Version \(version)"
    }
}
