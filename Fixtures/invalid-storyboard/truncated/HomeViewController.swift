//
//  HomeViewController.swift
//  Garden
//

import UIKit

final class HomeViewController: UIViewController {

    var plants: [Plant] = []

    func open(_ plant: Plant) {
        performSegue(withIdentifier: "showPlnat", sender: plant)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let plantController = segue.destination as? PlantViewController {
            plantController.plant = sender as? Plant
        }
    }
}

struct Plant {
    var name: String
    var wateringInterval: TimeInterval
}

final class PlantViewController: UIViewController {
    var plant: Plant?
}
