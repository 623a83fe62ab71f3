//
//  Checkout.swift
//  Shop
//

import UIKit

struct Cart {
    var items: [(sku: String, price: Decimal)] = []
    var total: Decimal { items.reduce(0) { $0 + $1.price } }
}

final class CheckoutViewController: UIViewController {
    var cart = Cart()
}

final class PaymentMethodsViewController: UITableViewController {
    var savedCards: [String] = []
}

/// Presented as a sheet by PaymentMethodsViewController once a card is chosen.
final class PaymentViewController: UIViewController {
    var amount: Decimal = 0
}
