//
//  MenuViewController.swift
//  Menu
//
//  Created by Sam Whitfield on 12/03/2015.
//  Copyright © 2015 Bodega Bar. All rights reserved.
//

import UIKit

class MenuViewController: UITableViewController {

    let dishes = Dish.all
    let order = Order()

    override func tableView(tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return dishes.count
    }

    override func tableView(tableView: UITableView, cellForRowAtIndexPath indexPath: NSIndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCellWithIdentifier("DishCell", forIndexPath: indexPath)
        let dish = dishes[indexPath.row]
        cell.textLabel?.text = dish.name
        cell.detailTextLabel?.text = Dish.priceFormatter.stringFromNumber(dish.price)
        return cell
    }

    @IBAction func chefsSpecial(sender: UIBarButtonItem) {
        let special = Int(arc4random_uniform(UInt32(dishes.count)))
        tableView.selectRowAtIndexPath(NSIndexPath(forRow: special, inSection: 0), animated: true, scrollPosition: .Middle)
        performSegueWithIdentifier("showDish", sender: self)
    }

    override func prepareForSegue(segue: UIStoryboardSegue, sender: AnyObject?) {
        if segue.identifier == "showDish" {
            let dest = segue.destinationViewController as! DishViewController
            if let indexPath = tableView.indexPathForSelectedRow {
                dest.dish = dishes[indexPath.row]
            }
            dest.order = order
        } else if segue.identifier == "showCart" {
            let dest = segue.destinationViewController as! CartViewController
            dest.order = order
        }
    }

    // The basket's "Keep browsing" button comes back here.
    @IBAction func unwindToMenu(segue: UIStoryboardSegue) {
        tableView.reloadData()
    }
}
