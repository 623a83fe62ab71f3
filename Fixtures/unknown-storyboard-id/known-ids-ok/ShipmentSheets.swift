//
//  ShipmentSheets.swift
//  Parcel
//
//  Created by Lukas Brandt on 14/09/2021.
//

import UIKit

/// Sheets.storyboard has no initial view controller: each sheet is loaded by its Storyboard ID,
/// which is its class name.
final class RenameShipmentViewController: UIViewController, StoryboardInstantiable {
    static let storyboardName = "Sheets"

    var shipment: Shipment?

    @IBAction func saveTapped(_ sender: UIButton) {
        dismiss(animated: true)
    }
}

final class DeliveryInstructionsViewController: UIViewController, StoryboardInstantiable {
    static let storyboardName = "Sheets"

    var shipment: Shipment?

    @IBAction func saveTapped(_ sender: UIButton) {
        dismiss(animated: true)
    }
}
