//
//  CheckInViewController.swift
//  Trailhead
//
//  Created by Ines Carvalho on 30/07/2022.
//

import UIKit

/// Tells a trusted contact when the hiker expects to be back.
final class CheckInViewController: UIViewController {

    @IBOutlet private weak var returnTimeField: UITextField!

    @IBAction func cancelTapped(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }

    @IBAction func doneTapped(_ sender: UIBarButtonItem) {
        UserDefaults.standard.set(returnTimeField.text, forKey: "expectedBack")
        dismiss(animated: true)
    }
}
