//
//  NowPlayingViewController.swift
//  Tunes
//

import UIKit

struct Track: Identifiable, Hashable {
    let id: UUID
    var title: String
    var artist: String
}

final class NowPlayingViewController: UIViewController {

    @IBOutlet private weak var titleLabel: UILabel!

    var track: Track?

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = track.map { "\($0.title) — \($0.artist)" }
    }
}
