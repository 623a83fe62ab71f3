//
//  OrderTableViewCell.swift
//  Grocer
//
//  Was OrderCell.swift.
//

import UIKit

final class OrderTableViewCell: UITableViewCell {

    @IBOutlet private weak var numberLabel: UILabel!
    @IBOutlet private weak var totalLabel: UILabel!

    private static let currency: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    func configure(with order: GroceryOrder) {
        numberLabel.text = "Order #\(order.number)"
        totalLabel.text = Self.currency.string(from: order.total as NSDecimalNumber)
    }
}
