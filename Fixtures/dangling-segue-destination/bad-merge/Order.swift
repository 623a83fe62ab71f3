//
//  Order.swift
//  Bistro
//

import UIKit

struct Order: Hashable {
    var id: String
    var total: Decimal
}

final class TrackingViewController: UIViewController {
    var orderID: String?
}

/// Built in code since the receipt redesign; it no longer has a storyboard scene.
final class ReceiptViewController: UIViewController {
    var order: Order?

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
    }
}
