//
//  TrailsViewController.swift
//  Trailhead
//
//  Created by Ines Carvalho on 12/05/2022.
//

import Rswift
import UIKit

final class TrailsViewController: UITableViewController {

    var trails: [Trail] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        trails.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TrailCell", for: indexPath)
        cell.textLabel?.text = trails[indexPath.row].name
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let detail = R.storyboard.main.trailDetail() else { return }
        detail.trail = trails[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }

    @IBAction func achievementsTapped(_ sender: UIBarButtonItem) {
        guard let badges = R.storyboard.main.achievments() else { return }
        navigationController?.pushViewController(badges, animated: true)
    }

    @IBAction func checkInTapped(_ sender: UIBarButtonItem) {
        guard let checkIn = R.storyboard.checkIn.instantiateInitialViewController() else { return }
        present(checkIn, animated: true)
    }
}
