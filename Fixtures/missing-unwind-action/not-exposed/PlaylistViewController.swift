//
//  PlaylistViewController.swift
//  Tunes
//

import UIKit

final class PlaylistViewController: UITableViewController {

    var tracks: [Track] = []
    var selectedTrack: Track?

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tracks.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedTrack = tracks[indexPath.row]
        performSegue(withIdentifier: "showNowPlaying", sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showNowPlaying", let player = segue.destination as? NowPlayingViewController {
            player.track = selectedTrack
        }
    }
}
