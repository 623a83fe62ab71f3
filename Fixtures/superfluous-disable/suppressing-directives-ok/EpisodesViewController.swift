//
//  EpisodesViewController.swift
//  Castaway
//
//  Created by Tomás Ferreira on 12/03/2019.
//  Copyright © 2019 Castaway Audio. All rights reserved.
//

import UIKit

final class EpisodesViewController: UITableViewController {

    var podcast: Podcast!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showEpisode":
            let episode = (sender as? UITableViewCell).flatMap(tableView.indexPath(for:)).map { podcast.episodes[$0.row] }
            // seguelint:disable destination-type-mismatch
            // Main_iPad.storyboard (the iPad target, linted with that target) wraps the player in a
            // navigation controller; on iPhone the player is pushed directly.
            if let navigation = segue.destination as? UINavigationController,
               let player = navigation.topViewController as? PlayerViewController {
                player.episode = episode
                return
            }
            // seguelint:enable destination-type-mismatch
            PlayerViewController.shown(by: segue)?.episode = episode
        case "showQueue":
            (segue.destination as? QueueViewController)?.podcast = podcast
        case "showDownloads": // seguelint:disable:this unknown-segue-identifier
            // Downloads moved to the tab bar in 3.0 on iPhone; Main_iPad.storyboard still has this segue.
            (segue.destination as? DownloadsViewController)?.filter = .podcast(podcast.title)
        default:
            break
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        podcast.episodes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "EpisodeCell", for: indexPath)
        cell.textLabel?.text = podcast.episodes[indexPath.row].title
        return cell
    }
}
