//
//  PaymentViewController.swift
//  Basket
//
//  Created by Ada Nwosu on 12/03/2021.
//

import UIKit

struct Order {
    var number: String
    var amount: Decimal
}

/// Screens that show a receipt once an order is paid.
protocol ReceiptPresenting: UIViewController {}

extension ReceiptPresenting {
    func presentReceipt(for order: Order) {
        performSegue(withIdentifier: "showReceipt", sender: order)
    }
}

final class PaymentViewController: UIViewController, ReceiptPresenting {

    var amount: Decimal = 0

    @IBAction func payTapped(_ sender: UIButton) {
        presentReceipt(for: Order(number: UUID().uuidString.prefix(8).uppercased(), amount: amount))
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showReceipt", let order = sender as? Order {
            segue.destination.title = "Order \(order.number)"
        }
    }
}
