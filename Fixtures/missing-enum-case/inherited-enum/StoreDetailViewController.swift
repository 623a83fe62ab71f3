//
//  StoreDetailViewController.swift
//  Places
//

import UIKit

class StoreDetailViewController: LocationDetailViewController {

    var openingHours: [String] = []

    @IBAction func hoursTapped(_ sender: UIButton) {
        performSegue(withIdentifier: "showOpeningHours", sender: sender)
    }
}

class OpeningHoursViewController: UIViewController {
    var hours: [String] = []
}
