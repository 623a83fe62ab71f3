//
//  ShipmentDetailViewController.swift
//  Parcel
//
//  Created by Lukas Brandt on 08/06/2021.
//

import UIKit

final class ShipmentDetailViewController: UIViewController {

    var shipment: Shipment?

    init?(coder: NSCoder, shipment: Shipment) {
        self.shipment = shipment
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @IBAction func renameTapped(_ sender: UIBarButtonItem) {
        let rename = RenameShipmentViewController.instantiate()
        rename.shipment = shipment
        present(rename, animated: true)
    }

    @IBAction func deliveryInstructionsTapped(_ sender: UIButton) {
        let sheets = UIStoryboard(name: "Sheets", bundle: nil)
        let instructions = sheets.instantiateViewController(withIdentifier: "DeliveryInstructionsViewController") as! DeliveryInstructionsViewController
        instructions.shipment = shipment
        present(instructions, animated: true)
    }

    @IBAction func reportProblemTapped(_ sender: UIButton) {
        let help = UIStoryboard(name: "Help", bundle: nil)
        present(contactSupport(from: help), animated: true)
    }

    @IBAction func trackOnCarrierSiteTapped(_ sender: UIButton) {
        guard let carrier = shipment?.carrier, carrier != .unknown,
              let page = storyboard?.instantiateViewController(withIdentifier: "WebPage") as? WebPageViewController else { return }
        page.url = URL(string: "https://track.parcel.app/\(carrier.rawValue)/\(shipment?.trackingNumber ?? "")")
        show(page, sender: sender)
    }

    /// The support form lives in Help.storyboard; the caller passes that storyboard in.
    private func contactSupport(from storyboard: UIStoryboard) -> UIViewController {
        let contact = storyboard.instantiateViewController(withIdentifier: "ContactSupport") as! ContactSupportViewController
        contact.shipment = shipment
        return UINavigationController(rootViewController: contact)
    }
}
