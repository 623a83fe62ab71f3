//
//  DishViewController.swift
//  Menu
//
//  Created by Sam Whitfield on 12/03/2015.
//  Copyright © 2015 Bodega Bar. All rights reserved.
//

import UIKit

class DishViewController: UIViewController {

    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var priceLabel: UILabel!
    @IBOutlet weak var vegetarianLabel: UILabel!

    var dish: Dish!
    var order: Order!

    override func viewDidLoad() {
        super.viewDidLoad()
        showDish()
    }

    private func showDish() {
        title = dish.name
        nameLabel.text = dish.name
        priceLabel.text = Dish.priceFormatter.stringFromNumber(dish.price)
        vegetarianLabel.hidden = !dish.vegetarian
    }

    override func prepareForSegue(segue: UIStoryboardSegue, sender: AnyObject?) {
        if segue.identifier == "addToCart" {
            order.add(dish)
            let dest = segue.destinationViewController as! CartViewController
            dest.order = order
        }
    }

    // The basket's "Change" button comes back here to swap the dish just added.
    @IBAction func unwindForDisplay(unwindSegue: UIStoryboardSegue, towardsViewController: UIViewController) {
        if unwindSegue.sourceViewController is CartViewController {
            order.removeLast()
        }
        showDish()
    }
}
