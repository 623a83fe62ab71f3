//
//  CartViewController.swift
//  Menu
//
//  Created by Sam Whitfield on 12/03/2015.
//  Copyright © 2015 Bodega Bar. All rights reserved.
//

import UIKit

class CartViewController: UITableViewController {

    @IBOutlet weak var totalLabel: UILabel!

    var order: Order!

    override func viewWillAppear(animated: Bool) {
        super.viewWillAppear(animated)
        totalLabel.text = Dish.priceFormatter.stringFromNumber(order.total)
        tableView.reloadData()
    }

    override func tableView(tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return order.dishes.count
    }

    override func tableView(tableView: UITableView, cellForRowAtIndexPath indexPath: NSIndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCellWithIdentifier("CartCell", forIndexPath: indexPath)
        let dish = order.dishes[indexPath.row]
        cell.textLabel?.text = dish.name
        cell.detailTextLabel?.text = Dish.priceFormatter.stringFromNumber(dish.price)
        return cell
    }

    // "Basket" since the UK launch. The kitchen note screen's Done button should come back here;
    // that screen has no class of its own, and its text view has tag 1.
    @IBAction func unwindToBasket(segue: UIStoryboardSegue) {
        if let noteView = segue.sourceViewController.view.viewWithTag(1) as? UITextView {
            order.kitchenNote = noteView.text
        }
        tableView.reloadData()
    }
}
