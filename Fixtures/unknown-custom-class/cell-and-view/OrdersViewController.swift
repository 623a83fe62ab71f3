//
//  OrdersViewController.swift
//  Grocer
//

import UIKit

struct GroceryOrder: Hashable {
    var number: String
    var total: Decimal
}

final class OrdersViewController: UITableViewController {

    private var orders: [GroceryOrder] = []
    private let gradient = CAGradientLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        // GradientView.swift was replaced by this layer in 2.1.
        gradient.colors = [UIColor.systemGreen.cgColor, UIColor.systemTeal.cgColor]
        tableView.tableHeaderView?.layer.insertSublayer(gradient, at: 0)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath) as! OrderTableViewCell
        cell.configure(with: orders[indexPath.row])
        return cell
    }
}
