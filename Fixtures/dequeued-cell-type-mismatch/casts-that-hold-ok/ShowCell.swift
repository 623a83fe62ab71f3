//
//  ShowCell.swift
//  Harbor
//
//  Created by Jonas Eriksen on 14/02/2023.
//

import UIKit

/// A subscribed show in Library: artwork, title and author.
final class ShowCell: UITableViewCell {

    @IBOutlet weak var artworkView: UIImageView!
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var authorLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        artworkView.layer.cornerRadius = 6
        artworkView.layer.cornerCurve = .continuous
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        artworkView.image = nil
    }
}

extension ShowCell: ConfigurableCell {

    func configure(with show: Show) {
        artworkView.image = UIImage(named: show.artworkName)
        titleLabel.text = show.title
        authorLabel.text = show.author
    }
}
