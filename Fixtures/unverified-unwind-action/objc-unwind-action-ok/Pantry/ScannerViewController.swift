//
//  ScannerViewController.swift
//  Pantry
//
//  Created by Ingrid Solberg on 12/03/2021.
//

import UIKit

class ScannerViewController: UIViewController {

    @IBOutlet weak var barcodeField: UITextField!
    @IBOutlet weak var doneButton: UIButton!

    var knownBarcodes: Set<String> = []
    private(set) var scannedItem: PantryItem?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        guard let button = sender as? UIButton, button === doneButton,
              let code = barcodeField.text, !code.isEmpty, !knownBarcodes.contains(code) else { return }
        scannedItem = PantryItem(name: "Item \(code.suffix(4))", barcode: code, quantity: 1)
    }
}
