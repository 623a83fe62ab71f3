//
//  PlantViewController.swift
//  Gardenia
//
//  Created by Chloé Marchand on 27/03/2020.
//

import UIKit

final class PlantViewController: UIViewController {

    var plant: Plant?
    var isNew = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = plant?.name
        if isNew {
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
        }
    }

    @IBAction func careScheduleTapped(_ sender: UIButton) {
        let care = UIStoryboard(name: "Care", bundle: nil)
        let reminders = care.instantiateViewController(withIdentifier: "Reminders") as! RemindersViewController
        reminders.plant = plant
        show(reminders, sender: sender)
    }

    @objc private func save() {
        navigationController?.popViewController(animated: true)
    }
}
