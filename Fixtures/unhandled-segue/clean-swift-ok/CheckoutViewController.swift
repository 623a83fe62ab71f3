//
//  CheckoutViewController.swift
//  Store
//
//  Clean Swift (VIP) scene. Segues are routed by name to CheckoutRouter.
//

import UIKit

protocol CheckoutDisplayLogic: AnyObject {
    func displayPaymentResult(success: Bool)
}

final class CheckoutViewController: UIViewController, CheckoutDisplayLogic {

    var router: (NSObjectProtocol & CheckoutRoutingLogic)?
    private weak var orderSummary: OrderSummaryViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        let router = CheckoutRouter()
        router.viewController = self
        self.router = router
    }

    // MARK: Routing

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "EmbedOrderSummary" {
            orderSummary = segue.destination as? OrderSummaryViewController
            return
        }
        if let scene = segue.identifier {
            let selector = NSSelectorFromString("routeTo\(scene)WithSegue:")
            if let router = router, router.responds(to: selector) {
                router.perform(selector, with: segue)
            }
        }
    }

    @IBAction func payTapped(_ sender: Any) {
        performSegue(withIdentifier: "ShowPayment", sender: nil)
    }

    func displayPaymentResult(success: Bool) {
        if success {
            performSegue(withIdentifier: "ShowReceipt", sender: nil)
        }
    }
}
