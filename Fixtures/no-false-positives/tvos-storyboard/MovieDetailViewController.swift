//
//  MovieDetailViewController.swift
//  Cinema (tvOS)
//

import UIKit
import AVKit

final class MovieDetailViewController: UIViewController {

    var movie: Movie?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "playMovie", let playerController = segue.destination as? AVPlayerViewController,
           let url = movie?.streamURL {
            playerController.player = AVPlayer(url: url)
            playerController.player?.play()
        }
    }
}
