//
//  EpisodeCell.swift
//  Harbor
//
//  Created by Jonas Eriksen on 14/02/2023.
//

import UIKit

/// An episode row: the title, then the show and the duration.
class EpisodeCell: UITableViewCell {

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var detailLabel: UILabel!

    private static let durationFormatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .short
        return formatter
    }()

    func configure(with episode: Episode) {
        titleLabel.text = episode.title
        let duration = Self.durationFormatter.string(from: episode.duration) ?? ""
        detailLabel.text = "\(episode.show.title) · \(duration)"
    }
}
