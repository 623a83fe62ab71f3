//
//  OrdersViewController.swift
//  DemoApp
//
//  Segue identifiers are declared in OrdersViewController+Segues.swift.
//

import UIKit

class OrdersViewController: UITableViewController, SegueHandlerType {

    var person: Person?
    var onlyRecent = false

    private var orders: [Order] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let person = person else { return }
        let all = PersonStore.shared.orders(for: person).sorted { $0.placedAt > $1.placedAt }
        orders = onlyRecent ? Array(all.prefix(5)) : all
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return orders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath)
        let order = orders[indexPath.row]
        cell.textLabel?.text = order.number
        cell.detailTextLabel?.text = order.formattedTotal
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let cell = sender as? UITableViewCell,
            let indexPath = tableView.indexPath(for: cell) else { return }
        let detail = segue.destination as! OrderDetailViewController
        switch segueIdentifierForSegue(segue) {
        case .showOrder:
            detail.order = orders[indexPath.row]
            detail.isEditable = false
        }
    }

    @IBAction func checkOutTapped(_ sender: Any) {
        let checkout = UIStoryboard(name: "Checkout", bundle: nil)
            .instantiateViewController(withIdentifier: "CheckoutViewControler") as! CheckoutViewController
        navigationController?.pushViewController(checkout, animated: true)
    }
}
