//
//  CheckoutViewController.swift
//  Basket
//
//  Created by Ada Nwosu on 12/03/2021.
//

import UIKit

/// Checkout since 3.0: the address here, then the payment screen.
final class CheckoutViewController: UIViewController {

    var basket = Basket(items: [])

    @IBAction func continueTapped(_ sender: UIButton) {
        performSegue(withIdentifier: "showPayment", sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showPayment":
            (segue.destination as? PaymentViewController)?.amount = basket.total
        case "showHelp":
            (segue.destination as? HelpViewController)?.topic = "checkout"
        default:
            break
        }
    }
}
