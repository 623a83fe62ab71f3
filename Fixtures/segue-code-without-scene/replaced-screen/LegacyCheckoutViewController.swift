//
//  LegacyCheckoutViewController.swift
//  Basket
//
//  Created by Ada Nwosu on 12/03/2021.
//

import UIKit

/// The one-page checkout of 2.x. Since 3.0 the Checkout scene in Main.storyboard is a
/// CheckoutViewController.
final class LegacyCheckoutViewController: UIViewController {

    @IBOutlet private weak var totalLabel: UILabel!

    var basket: Basket?

    @IBAction func payTapped(_ sender: UIButton) {
        guard let basket, !basket.items.isEmpty else { return }
        performSegue(withIdentifier: "showPayment", sender: basket)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showPayment", let payment = segue.destination as? PaymentViewController {
            payment.amount = basket?.total ?? 0
        }
    }
}
