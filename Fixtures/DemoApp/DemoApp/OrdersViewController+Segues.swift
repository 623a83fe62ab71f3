//
//  OrdersViewController+Segues.swift
//  DemoApp
//

import UIKit

extension OrdersViewController {

    enum SegueIdentifier: String {
        case showOrder
    }
}
