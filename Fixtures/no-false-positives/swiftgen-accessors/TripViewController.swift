//
//  TripViewController.swift
//  Waypoint
//
//  Created by Tomasz Wierzbicki on 19/09/2021.
//

import UIKit

struct Entry {
    var date: Date
    var text: String
}

final class TripViewController: UIViewController {

    var trip: Trip?
    private weak var summary: TripSummaryViewController?

    @IBAction func mapTapped(_ sender: UIButton) {
        let map = StoryboardScene.Main.tripMap.instantiate()
        map.trip = trip
        navigationController?.pushViewController(map, animated: true)
    }

    @IBAction func latestEntryTapped(_ sender: UIButton) {
        guard let entry = trip?.entries.last else { return }
        perform(segue: StoryboardSegue.Main.showEntry, sender: entry)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let identifier = StoryboardSegue.Main(segue) else { return }
        switch identifier {
        case .embedSummary:
            summary = segue.destination as? TripSummaryViewController
            summary?.trip = trip
        case .showEntry:
            let entryScreen = segue.destination as! EntryViewController
            entryScreen.entry = sender as? Entry
        default:
            break
        }
    }
}

final class TripSummaryViewController: UIViewController {
    var trip: Trip?
}

final class EntryViewController: UIViewController {
    var entry: Entry?
}

final class TripMapViewController: UIViewController {
    var trip: Trip?
}
