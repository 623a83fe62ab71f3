//
//  OrderViewController.swift
//  Bistro
//

import UIKit

final class OrderViewController: UIViewController {

    private enum Segues {
        static let receipt = "showReceipt"
        static let delivery = "trackDelivery"
        static let rateMeal = "presentRatingSheet"
    }

    var order: Order!

    @IBAction func receiptTapped(_ sender: UIButton) {
        performSegue(withIdentifier: Segues.receipt, sender: sender)
    }

    func orderDidUpdate(_ order: Order) {
        self.order = order
        switch order.status {
        case .onTheWay:
            performSegue(withIdentifier: Segues.delivery, sender: nil)
        case .delivered:
            performSegue(withIdentifier: Segues.rateMeal, sender: nil)
        case .preparing:
            break
        }
    }
}
