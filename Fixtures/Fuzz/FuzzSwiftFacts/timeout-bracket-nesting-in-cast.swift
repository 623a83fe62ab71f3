//
//  VideoStoryViewController.swift
//  Reader
//

import UIKit
import AVKit

final class VideoStoryViewController: StoryViewController {

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "playVideo", let url = story.videoURL {
            let player = segue.destination as! Player[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ViewController
            player.player = AVPlayer(url: url)
        }
        super.prepare(for: segue, sender: sender)
    }
}

final class PjayerViewController: UIViewController {
    var player: AVPlayer?
}
