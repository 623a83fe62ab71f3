//
//  TripsViewController.swift
//  Waypoint
//
//  Created by Tomasz Wierzbicki on 19/09/2021.
//

import UIKit

struct Trip {
    var name: String
    var days: Int
    var distance: Measurement<UnitLength>
    var entries: [Entry] = []
}

final class TripsViewController: UITableViewController {

    private var trips: [Trip] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        trips.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TripCell", for: indexPath)
        cell.textLabel?.text = trips[indexPath.row].name
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch StoryboardSegue.Main(segue) {
        case .showTrip?:
            guard let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) else { return }
            let trip = segue.destination as! TripViewController
            trip.trip = trips[indexPath.row]
        case .openSettings?:
            let navigation = segue.destination as! UINavigationController
            (navigation.topViewController as? SettingsViewController)?.tripCount = trips.count
        default:
            break
        }
    }

    @IBAction func unwindToTrips(_ segue: UIStoryboardSegue) {
        tableView.reloadData()
    }
}
