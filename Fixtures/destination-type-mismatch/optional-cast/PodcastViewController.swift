//
//  PodcastViewController.swift
//  Pods
//

import UIKit

final class PodcastViewController: UIViewController {

    var podcast: Podcast?
    private weak var miniPlayer: PlayerViewController?

    func didSelect(_ episode: Episode) {
        performSegue(withIdentifier: "showEpisode", sender: episode)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "embedMiniPlayer" {
            miniPlayer = segue.destination as? PlayerViewController
        } else if segue.identifier == "showEpisode", let episodeScreen = segue.destination as? PlayerViewController {
            // Before 3.0 the episode screen was the full-screen player.
            episodeScreen.episode = sender as? Episode
        }
    }
}
