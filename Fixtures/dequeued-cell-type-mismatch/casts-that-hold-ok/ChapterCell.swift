//
//  ChapterCell.swift
//  Harbor
//
//  Created by Jonas Eriksen on 18/08/2023.
//

import UIKit

// MARK: - Timestamps

extension TimeInterval {

    /// "1:05:09" for an hour or more, else "5:09".
    var chapterTimestamp: String {
        let seconds = Int(self.rounded(.down))
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        return hours > 0
            ? String(format: "%d:%02d:%02d", hours, minutes, rest)
            : String(format: "%d:%02d", minutes, rest)
    }
}

extension Chapter {

    func isPlaying(at time: TimeInterval, before next: Chapter?) -> Bool {
        time >= start && time < (next?.start ?? .infinity)
    }
}

// MARK: - Appearance

extension ChapterCell {

    enum Appearance {
        static let playingColor = UIColor.systemOrange
        static let titleStyle = UIFont.TextStyle.body
        static let timestampFont = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular)
    }
}

// MARK: - Cell

/// One chapter of an episode. The chapter that is playing is tinted.
@MainActor
final class ChapterCell: UITableViewCell {

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var timestampLabel: UILabel!

    var isPlaying = false {
        didSet { updateAppearance() }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        timestampLabel.font = Appearance.timestampFont
    }
}

// MARK: - Configuration

extension ChapterCell {

    func configure(with chapter: Chapter, isPlaying: Bool) {
        titleLabel.text = chapter.title
        timestampLabel.text = chapter.start.chapterTimestamp
        self.isPlaying = isPlaying
        accessibilityLabel = "\(chapter.title), at \(chapter.start.chapterTimestamp)"
    }
}

private extension ChapterCell {

    func updateAppearance() {
        titleLabel.textColor = isPlaying ? Appearance.playingColor : .label
        accessibilityTraits = isPlaying ? [.selected] : []
    }
}

// MARK: - Previews

#if DEBUG
extension ChapterCell {

    static func preview() -> ChapterCell {
        let cell = ChapterCell(style: .default, reuseIdentifier: nil)
        cell.accessibilityIdentifier = "ChapterCell.preview"
        return cell
    }
}
#endif
