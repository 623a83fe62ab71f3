//
//  ShowtimesViewController.swift
//  Marquee
//
//  Created by Sofia Järvinen on 12/03/2019.
//  Copyright © 2019 Marquee Cinemas Oy. All rights reserved.
//

import UIKit

struct Showtime: Hashable {
    var film: String
    var start: Date
    var screen: String
    var tags: [String]
}

final class ShowtimesViewController: UITableViewController {

    private var showtimes: [Showtime] = []

    /// Badges shown after a film's title.
    private let badges: [String: String] = [
        "3D": "🕶",
        "IMAX": "🎞",
        "Dolby Atmos": "🔊",
        "Kids": "🧸",
    ]

    #if os(iOS)
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    #endif

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Näytökset · Showtimes 🎬"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        showtimes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ShowtimeCell", for: indexPath)
        let showtime = showtimes[indexPath.row]
        cell.textLabel?.text = ([showtime.film] + showtime.tags.compactMap { badges[$0] }).joined(separator: " ")
        cell.detailTextLabel?.text = DateFormatter.localizedString(from: showtime.start, dateStyle: .none, timeStyle: .short)
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        #if os(iOS)
        UISelectionFeedbackGenerator().selectionChanged()
        #endif
        performSegue(withIdentifier: "showSeats", sender: showtimes[indexPath.row])
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showSeats", let picker = segue.destination as? SeatPickerViewController {
            picker.showtime = sender as? Showtime
        }
    }
}
