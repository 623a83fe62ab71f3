//
//  OrdersViewController.swift
//  Courier
//
//  Created by Lucía Ferreyra on 15/01/2023.
//

import UIKit

struct Order {
    var number: String
    var recipient: String
}

final class OrdersViewController: UITableViewController {

    private lazy var navigator = Navigator(self)
    private var orders: [Order] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath)
        cell.textLabel?.text = "📦 " + orders[indexPath.row].number
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigator.perform(.showOrder, sender: orders[indexPath.row])
    }

    @IBAction func profileTapped(_ sender: UIBarButtonItem) {
        navigator.perform(.showProfile)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch Segue(rawValue: segue.identifier ?? "") {
        case .showOrder?:
            let detail = segue.destination as! OrderViewController
            detail.order = sender as? Order
        case .showProfile?:
            (segue.destination as? ProfileViewController)?.ordersCount = orders.count
        default:
            break
        }
    }
}

final class OrderViewController: UIViewController {
    var order: Order?
}

final class ProfileViewController: UIViewController {
    var ordersCount = 0
}
