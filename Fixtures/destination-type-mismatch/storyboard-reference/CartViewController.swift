//
//  CartViewController.swift
//  Shop
//

import UIKit

final class CartViewController: UIViewController {

    var cart = Cart()

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "startCheckout"?:
            guard let checkout = segue.destination as? CheckoutViewController else { return }
            checkout.cart = cart
        case "showPayment"?:
            // Payment lives in Checkout.storyboard (storyboard reference "Payment").
            let payment = segue.destination as! PaymentViewController
            payment.amount = cart.total
        default:
            break
        }
    }
}
