//
//  MainViewController.swift
//  Cinema
//
//  Created by Priya Raman on 04/05/2022.
//

import UIKit

/// The shared base of the Movies and Shows tabs. It has no scene of its own: its code runs for
/// the subclasses' scenes, and every segue it names is in both.
class MainViewController: UITableViewController {

    var titles: [Title] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "showDetail", sender: titles[indexPath.row])
    }

    @IBAction func playTrailerTapped(_ sender: UIButton) {
        performSegue(withIdentifier: "showTrailer", sender: titles.first)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let detail = segue.destination as? TitleDetailViewController, let title = sender as? Title else { return }
        detail.title = title.name
        detail.playsTrailer = segue.identifier == "showTrailer"
    }
}

final class MoviesViewController: MainViewController {}
final class ShowsViewController: MainViewController {}

final class TitleDetailViewController: UIViewController {
    var playsTrailer = false
}

struct Title {
    var name: String
}
