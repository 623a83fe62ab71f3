//
//  GardenViewController.swift
//  Gardenia
//
//  Created by Chloé Marchand on 27/03/2020.
//

import UIKit

struct Plant {
    var name: String
    var lastWatered: Date?
    var wateringInterval: TimeInterval
}

final class GardenViewController: UITableViewController {

    var plants: [Plant] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        plants.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlantCell", for: indexPath)
        cell.textLabel?.text = plants[indexPath.row].name
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // The cell's segue goes to a storyboard reference to the "Detail" scene of this same storyboard.
        if segue.identifier == "Detail",
           let cell = sender as? UITableViewCell,
           let indexPath = tableView.indexPath(for: cell) {
            (segue.destination as? PlantViewController)?.plant = plants[indexPath.row]
        }
    }

    @IBAction func addTapped(_ sender: UIBarButtonItem) {
        guard let plant = storyboard?.instantiateViewController(withIdentifier: "Detail") as? PlantViewController else { return }
        plant.isNew = true
        navigationController?.pushViewController(plant, animated: true)
    }
}
