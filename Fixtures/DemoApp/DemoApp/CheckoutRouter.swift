//
//  CheckoutRouter.swift
//  DemoApp
//

import UIKit

@objc protocol CheckoutRoutingLogic {
    func routeToShowPayment(segue: UIStoryboardSegue?)
}

protocol CheckoutDataPassing {
    var dataStore: CheckoutDataStore? { get }
}

class CheckoutRouter: NSObject, CheckoutRoutingLogic, CheckoutDataPassing {

    weak var viewController: CheckoutViewController?
    var dataStore: CheckoutDataStore?

    // MARK: Routing

    func routeToShowPayment(segue: UIStoryboardSegue?) {
        guard let segue = segue,
            let destinationVC = segue.destination as? PaymentViewController,
            let dataStore = dataStore else { return }
        destinationVC.amountDue = dataStore.total
    }

    @objc func routeToShowConfirmaton(segue: UIStoryboardSegue?) {
        guard let segue = segue,
            let destinationVC = segue.destination as? ConfirmationViewController,
            let dataStore = dataStore else { return }
        destinationVC.orderNumber = dataStore.lastOrderNumber
    }
}
