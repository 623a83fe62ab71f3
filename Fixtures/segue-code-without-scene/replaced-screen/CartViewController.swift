//
//  CartViewController.swift
//  Basket
//
//  Created by Ada Nwosu on 12/03/2021.
//

import UIKit

struct Basket {
    var items: [(name: String, price: Decimal)]

    var total: Decimal {
        items.reduce(0) { $0 + $1.price }
    }
}

final class CartViewController: UITableViewController {

    private var basket = Basket(items: [])

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake {
            openHelp()
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showCheckout":
            (segue.destination as? CheckoutViewController)?.basket = basket
        case "showHelp":
            (segue.destination as? HelpViewController)?.topic = "basket"
        default:
            break
        }
    }
}
