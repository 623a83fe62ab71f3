//
//  CheckoutInteractor.swift
//  DemoApp
//

import Foundation

protocol CheckoutBusinessLogic {
    func loadTotal()
    func placeOrder()
    func reset()
}

protocol CheckoutDataStore {
    var total: Decimal { get set }
    var lastOrderNumber: String? { get }
}

class CheckoutInteractor: CheckoutBusinessLogic, CheckoutDataStore {

    // Clean Swift normally routes through a presenter; this small scene talks to the view directly.
    weak var presenter: CheckoutDisplayLogic?

    var total: Decimal = 0
    private(set) var lastOrderNumber: String?

    func loadTotal() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        presenter?.displayTotal(formatter.string(from: total as NSDecimalNumber) ?? "")
    }

    func placeOrder() {
        lastOrderNumber = String(format: "DA-%06d", Int.random(in: 0..<1_000_000))
        presenter?.displayOrderPlaced()
    }

    func reset() {
        lastOrderNumber = nil
        total = 0
        loadTotal()
    }
}
