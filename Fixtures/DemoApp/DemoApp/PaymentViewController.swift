//
//  PaymentViewController.swift
//  DemoApp
//

import UIKit

class PaymentViewController: UIViewController, UITextFieldDelegate {

    @IBOutlet weak var cardNumberField: UITextField!

    var amountDue: Decimal = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pay \(amountDue)"
        cardNumberField.delegate = self
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        return string.allSatisfy { $0.isNumber }
    }
}
