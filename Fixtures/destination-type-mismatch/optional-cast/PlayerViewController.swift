//
//  PlayerViewController.swift
//  Pods
//

import UIKit
import AVFoundation

struct Podcast: Hashable {
    var title: String
    var episodes: [Episode]
}

struct Episode: Hashable {
    var title: String
    var audioURL: URL
}

final class PlayerViewController: UIViewController {
    var episode: Episode? {
        didSet { player.replaceCurrentItem(with: episode.map { AVPlayerItem(url: $0.audioURL) }) }
    }
    private let player = AVPlayer()
}

final class EpisodeViewController: UIViewController {
    var episode: Episode?
}
