//
//  DiscoverViews.swift
//  Harbor
//
//  Created by Jonas Eriksen on 03/04/2023.
//

import UIKit

/// A show in a Discover shelf: square artwork over the title.
final class ArtworkCell: UICollectionViewCell {

    @IBOutlet weak var artworkView: UIImageView!
    @IBOutlet weak var titleLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        artworkView.layer.cornerRadius = 10
        artworkView.layer.cornerCurve = .continuous
        artworkView.clipsToBounds = true
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        artworkView.image = nil
    }

    func configure(with show: Show) {
        artworkView.image = UIImage(named: show.artworkName)
        titleLabel.text = show.title
    }
}

/// The title above each Discover shelf.
final class SectionHeaderView: UICollectionReusableView {

    @IBOutlet weak var titleLabel: UILabel!
}
