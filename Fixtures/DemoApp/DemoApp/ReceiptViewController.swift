//
//  ReceiptViewController.swift
//  DemoApp
//

import UIKit

class ReceiptViewController: UIViewController {

    @IBOutlet weak var receiptTextView: UITextView!

    var order: Order?

    override func viewDidLoad() {
        super.viewDidLoad()
        receiptTextView.text = renderReceipt()
    }

    private func renderReceipt() -> String {
        guard let order = order else { return "No order selected." }
        let date = DateFormatter.localizedString(from: order.placedAt, dateStyle: .medium, timeStyle: .short)
        var lines = ["Order \(order.number)", date, ""]
        lines += order.lines
        lines += ["", "Total: \(order.formattedTotal)"]
        return lines.joined(separator: "\n")
    }
}
