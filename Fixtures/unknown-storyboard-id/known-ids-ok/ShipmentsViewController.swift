//
//  ShipmentsViewController.swift
//  Parcel
//
//  Created by Lukas Brandt on 08/06/2021.
//

import UIKit

enum Carrier: String {
    case dhl, ups, fedex, unknown
}

struct Shipment {
    var trackingNumber: String
    var carrier: Carrier
    var name: String?
}

final class ShipmentsViewController: UITableViewController {

    var shipments: [Shipment] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shipments.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ShipmentCell", for: indexPath)
        cell.textLabel?.text = shipments[indexPath.row].name ?? shipments[indexPath.row].trackingNumber
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let shipment = shipments[indexPath.row]
        let detail = storyboard!.instantiateViewController(identifier: "ShipmentDetail") { coder in
            ShipmentDetailViewController(coder: coder, shipment: shipment)
        }
        navigationController?.pushViewController(detail, animated: true)
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        let shipment = shipments[indexPath.row]
        return UIContextMenuConfiguration(identifier: nil, previewProvider: { [weak self] in
            let preview = self?.storyboard?.instantiateViewController(withIdentifier: SceneID.shipmentDetail) as? ShipmentDetailViewController
            preview?.shipment = shipment
            return preview
        })
    }

    @IBAction func helpTapped(_ sender: UIBarButtonItem) {
        guard let help = UIStoryboard(name: "Help", bundle: nil).instantiateInitialViewController() else { return }
        present(help, animated: true)
    }
}
