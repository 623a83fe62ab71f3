//
//  ReservationViewController.swift
//  Tapas
//
//  Created by Iñigo Muñoz on 12/03/2019.
//  Copyright © 2019 Taberna Digital S.L. All rights reserved.
//

import UIKit

final class ReservationViewController: UIViewController {

    var partySize = 2 {
        didSet { partySizeLabel?.text = "\(partySize) 🍽" }
    }

    @IBOutlet private weak var partySizeLabel: UILabel!
    @IBOutlet private weak var datePicker: UIDatePicker!

    @IBAction private func partySizeChanged(_ sender: UIStepper) {
        partySize = Int(sender.value)
    }

    @IBAction private func reserveTapped(_ sender: UIButton) {
        ReservationService.shared.book(partySize: partySize, at: datePicker.date)
        performSegue(withIdentifier: "showConfirmaton", sender: sender)
    }
}
