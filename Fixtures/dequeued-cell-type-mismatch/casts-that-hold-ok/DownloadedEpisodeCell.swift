//
//  DownloadedEpisodeCell.swift
//  Harbor
//
//  Created by Jonas Eriksen on 30/05/2023.
//

import UIKit

/// Library lists the downloaded episodes only. Their row adds a dot for episodes not played yet.
final class DownloadedEpisodeCell: EpisodeCell {

    @IBOutlet weak var unplayedBadge: UIView!

    override func awakeFromNib() {
        super.awakeFromNib()
        unplayedBadge.layer.cornerRadius = 4
    }

    override func configure(with episode: Episode) {
        super.configure(with: episode)
        unplayedBadge.isHidden = episode.isPlayed
    }
}
