//
//  MenuViewController.swift
//  Tapas
//
//  Created by Iñigo Muñoz on 12/03/2019.
//  Copyright © 2019 Taberna Digital S.L. All rights reserved.
//

import UIKit

/// La carta del día: tapas, raciones y postres.
final class MenuViewController: UITableViewController {

    private let dishes = Dish.todaysMenu

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Carta del día"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        dishes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "DishCell", for: indexPath)
        cell.textLabel?.text = dishes[indexPath.row].name
        cell.detailTextLabel?.text = dishes[indexPath.row].formattedPrice
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let dish = dishes[indexPath.row]
        // Si el plato tiene reseñas, abrimos la pantalla de reseñas (pendiente de añadir al storyboard).
        if dish.reviewCount > 0 {
            performSegue(withIdentifier: "showReviews", sender: dish)
        } else {
            performSegue(withIdentifier: "showDish", sender: dish)
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showDish":
            let detail = segue.destination as! DishViewController
            detail.dish = sender as? Dish
        case "showReservation":
            // Por defecto, mesa para dos.
            let reservation = segue.destination as! ReservationViewController
            reservation.partySize = 2
        default:
            break
        }
    }
}
