//
//  ContactSupportViewController.swift
//  Parcel
//
//  Created by Lukas Brandt on 22/06/2021.
//

import UIKit

final class ContactSupportViewController: UIViewController {

    var shipment: Shipment?

    @IBAction func sendTapped(_ sender: UIButton) {
        let subject = shipment.map { "Problem with \($0.trackingNumber)" } ?? "Help"
        let url = URL(string: "mailto:support@parcel.app?subject=\(subject.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? "")")
        url.map { UIApplication.shared.open($0) }
        dismiss(animated: true)
    }
}
