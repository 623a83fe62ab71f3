//
//  DishViewController.swift
//  Tapas
//
//  Created by Iñigo Muñoz on 12/03/2019.
//  Copyright © 2019 Taberna Digital S.L. All rights reserved.
//

import UIKit

struct Dish: Hashable {
    var name: String
    var price: Decimal
    var reviewCount: Int

    var formattedPrice: String {
        "\(price) €"
    }

    static let todaysMenu = [
        Dish(name: "Patatas bravas", price: 4.5, reviewCount: 12),
        Dish(name: "Croquetas de jamón", price: 6, reviewCount: 0),
        Dish(name: "Pulpo a la gallega", price: 14, reviewCount: 3),
    ]
}

final class ReservationService {
    static let shared = ReservationService()

    func book(partySize: Int, at date: Date) {
        print("Booking a table for \(partySize) on \(date)")
    }
}

final class DishViewController: UIViewController {

    var dish: Dish?

    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var priceLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = dish?.name
        priceLabel.text = dish?.formattedPrice
    }
}
