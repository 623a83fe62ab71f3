//
//  ClipDetailViewController.swift
//  Clipper
//
//  Created by Noor Haddad on 28/01/2024.
//

import Cocoa

final class ClipDetailViewController: NSViewController {

    @IBOutlet private weak var textField: NSTextField!

    var clip: Clip?

    override func viewWillAppear() {
        super.viewWillAppear()
        textField.stringValue = clip?.text ?? ""
    }
}
