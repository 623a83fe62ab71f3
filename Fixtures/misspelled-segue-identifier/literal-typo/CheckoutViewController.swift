//
//  CheckoutViewController.swift
//  Shop
//

import UIKit

struct CartItem {
    var name: String
    var price: Decimal
}

final class CheckoutViewController: UIViewController {

    var items: [CartItem] = []

    var total: Decimal {
        items.reduce(0) { $0 + $1.price }
    }
}
