//
//  OrderDetailViewController.swift
//  DemoApp
//

import UIKit

class OrderDetailViewController: BaseDetailViewController {

    @IBOutlet weak var numberLabel: UILabel!
    @IBOutlet weak var totalLabel: UILabel!

    var order: Order?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = order.map { "Order \($0.number)" }
        numberLabel.text = order?.number
        totalLabel.text = order?.formattedTotal
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // SegueIdentifier is inherited from BaseDetailViewController.
        switch segueIdentifierForSegue(segue) {
        case .showReceipt:
            let receiptViewController = segue.destination as! ReceiptViewController
            receiptViewController.order = order
        }
    }
}
