//
//  CheckoutViewController.swift
//  DemoApp
//
//  Clean Swift (VIP) scene.
//

import UIKit

protocol CheckoutDisplayLogic: AnyObject {
    func displayTotal(_ total: String)
    func displayOrderPlaced()
}

class CheckoutViewController: UIViewController, CheckoutDisplayLogic {

    var interactor: CheckoutBusinessLogic?
    var router: (NSObjectProtocol & CheckoutRoutingLogic & CheckoutDataPassing)?

    @IBOutlet weak var totalLabel: UILabel!

    // MARK: Object lifecycle

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setup()
    }

    private func setup() {
        let interactor = CheckoutInteractor()
        let router = CheckoutRouter()
        interactor.presenter = self
        router.viewController = self
        router.dataStore = interactor
        self.interactor = interactor
        self.router = router
    }

    // MARK: Routing

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let scene = segue.identifier {
            let selector = NSSelectorFromString("routeTo\(scene)WithSegue:")
            if let router = router, router.responds(to: selector) {
                router.perform(selector, with: segue)
            }
        }
    }

    @IBAction func unwindToCheckout(segue: UIStoryboardSegue) {
        interactor?.reset()
    }

    // MARK: View lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.loadTotal()
    }

    func displayTotal(_ total: String) {
        totalLabel.text = total
    }

    func displayOrderPlaced() {
        performSegue(withIdentifier: "ShowConfirmation", sender: nil)
    }

    @IBAction func placeOrderTapped(_ sender: Any) {
        interactor?.placeOrder()
    }
}
