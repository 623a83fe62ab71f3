//
//  AboutViewController.swift
//  Tally
//
//  Created by Priya Raman on 17/08/2022.
//

import UIKit

final class AboutViewController: UIViewController {

    /// Set when a deep link pushes About outside the settings sheet.
    var showsDoneButton = false

    override func viewDidLoad() {
        super.viewDidLoad()
        if showsDoneButton {
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
        }
    }

    @IBAction func acknowledgementsTapped(_ sender: UIButton) {
        let licenses = self.storyboard!.instantiateViewController(withIdentifier: "Licenses") as! LicensesViewController
        show(licenses, sender: sender)
    }

    @objc private func done() {
        navigationController?.popViewController(animated: true)
    }
}
