//
//  OrderViewController.swift
//  Bistro
//

import UIKit

final class OrderViewController: UIViewController {

    var order: Order?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showTracking"?:
            (segue.destination as? TrackingViewController)?.orderID = order?.id
        case "showReceipt"?:
            (segue.destination as? ReceiptViewController)?.order = order
        default:
            break
        }
    }
}
