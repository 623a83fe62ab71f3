//
//  SummaryViewController.swift
//  Ledger
//
//  Created by Marta Kowalczyk on 12/03/2021.
//

import UIKit

class SummaryViewController: UIViewController {

    @IBOutlet weak var countLabel: UILabel!

    /// Set by LGOrdersViewController's prepareForSegue:sender:.
    @objc var orderCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        countLabel.text = String.localizedStringWithFormat(NSLocalizedString("%d orders today", comment: ""), orderCount)
    }
}
