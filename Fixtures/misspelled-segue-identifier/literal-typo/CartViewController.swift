//
//  CartViewController.swift
//  Shop
//

import UIKit

final class CartViewController: UIViewController {

    var items: [CartItem] = []

    @IBAction func checkoutTapped(_ sender: UIButton) {
        guard !items.isEmpty else { return }
        performSegue(withIdentifier: "showCheckuot", sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let checkout = segue.destination as? CheckoutViewController {
            checkout.items = items
        }
    }
}
