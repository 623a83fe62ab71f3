//
//  ConfirmationViewController.swift
//  DemoApp
//

import UIKit

class ConfirmationViewController: UIViewController {

    @IBOutlet weak var messageLabel: UILabel!

    var orderNumber: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        if let number = orderNumber {
            messageLabel.text = "Thank you! Your order number is \(number)."
        } else {
            messageLabel.text = "Thank you!"
        }
    }
}
