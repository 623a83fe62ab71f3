//
//  ListOrdersInteractor.swift
//  CleanStore
//
//  Interactor, models and the two destination scenes, trimmed for the fixture.
//

import UIKit

struct Order: Hashable {
    var id: String
    var total: Decimal
}

enum ListOrders {
    enum FetchOrders {
        struct ViewModel {
            struct DisplayedOrder: Hashable {
                var id: String
                var total: String
            }
            var displayedOrders: [DisplayedOrder]
        }
    }
}

protocol ListOrdersBusinessLogic {
    func fetchOrders()
}

protocol ListOrdersDataStore {
    var orders: [Order] { get }
}

class ListOrdersInteractor: ListOrdersBusinessLogic, ListOrdersDataStore {
    var orders: [Order] = []
    func fetchOrders() {}
}

class ShowOrderViewController: UIViewController {
    var order: Order?
}

class CreateOrderViewController: UIViewController {}
