//
//  CheckoutRouter.swift
//  Store
//

import UIKit

@objc protocol CheckoutRoutingLogic {
    func routeToShowPayment(segue: UIStoryboardSegue?)
    func routeToShowReceipt(segue: UIStoryboardSegue?)
}

final class CheckoutRouter: NSObject, CheckoutRoutingLogic {

    weak var viewController: CheckoutViewController?

    func routeToShowPayment(segue: UIStoryboardSegue?) {
        guard let payment = segue?.destination as? PaymentViewController else { return }
        payment.amountDue = 42
    }

    func routeToShowReceipt(segue: UIStoryboardSegue?) {
        guard let receipt = segue?.destination as? ReceiptViewController else { return }
        receipt.orderNumber = "A-1001"
    }
}

final class OrderSummaryViewController: UIViewController {}

final class PaymentViewController: UIViewController {
    var amountDue: Decimal = 0
}

final class ReceiptViewController: UIViewController {
    var orderNumber: String?
}
