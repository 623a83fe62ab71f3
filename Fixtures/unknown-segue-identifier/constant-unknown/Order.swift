//
//  Order.swift
//  Bistro
//

import UIKit

struct Order {
    enum Status { case preparing, onTheWay, delivered }
    var number: String
    var status: Status
}

final class ReceiptViewController: UIViewController {
    var order: Order?
}

final class DeliveryViewController: UIViewController {
    var order: Order?
}
