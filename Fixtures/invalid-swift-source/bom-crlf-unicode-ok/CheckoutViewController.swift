//
//  CheckoutViewController.swift
//  Marquee
//
//  Created by Sofia Järvinen on 12/03/2019.
//  Copyright © 2019 Marquee Cinemas Oy. All rights reserved.
//

import UIKit

final class CheckoutViewController: UIViewController {

    var showtime: Showtime?
    var seats: [IndexPath] = []

    /// Ticket prices in euros, named as on the printed price list.
    private let hinnasto: [String: Decimal] = ["Aikuinen": 12.5, "Lapsi": 8, "Eläkeläinen": 9.5]

    private var yhteensä: Decimal {
        (hinnasto["Aikuinen"] ?? 0) * Decimal(seats.count)
    }

    @IBOutlet private weak var totalLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        #if targetEnvironment(macCatalyst)
        navigationItem.title = "Checkout"
        #else
        navigationItem.title = "Maksu 💳"
        #endif
        totalLabel.text = "\(yhteensä) €"
    }
}
