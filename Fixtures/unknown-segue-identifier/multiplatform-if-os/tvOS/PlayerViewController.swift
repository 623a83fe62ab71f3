//
//  PlayerViewController.swift
//  TVGuide tvOS
//
//  Created by Hannah Okafor on 12/03/2021.
//

import AVKit

class PlayerViewController: AVPlayerViewController {

    var show: Show?

    override func viewDidLoad() {
        super.viewDidLoad()
        if let url = show?.streamURL {
            player = AVPlayer(url: url)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        player?.play()
    }
}
