//
//  InterfaceController.swift
//  ResourceApp-watchOS
//

import WatchKit
import Foundation

class InterfaceController: WKInterfaceController {

    @IBOutlet var label: WKInterfaceLabel!

    override func awake(withContext context: Any?) {
        super.awake(withContext: context)
        label.setText(NSLocalizedString("Hello, wrist", comment: ""))
    }
}
