//
//  PromoCell.swift
//  Harbor
//
//  Created by Jonas Eriksen on 11/09/2023.
//

import UIKit

/// The promo banner of Harbor 3.0, laid out in PromoCell.xib with a Subscribe button.
/// LibraryViewController registers the nib under the "PromoCell" identifier.
final class PromoCell: UITableViewCell {

    @IBOutlet weak var artworkView: UIImageView!
    @IBOutlet weak var headlineLabel: UILabel!
    @IBOutlet weak var subscribeButton: UIButton!

    var onSubscribe: (() -> Void)?

    override func prepareForReuse() {
        super.prepareForReuse()
        onSubscribe = nil
    }

    @IBAction func subscribeTapped(_ sender: UIButton) {
        onSubscribe?()
    }
}

/// The text-only promo banner of Harbor 2.x. Its prototype is still in Main.storyboard under the
/// "PromoCell" identifier; the nib registration replaced it in 3.0.
final class LegacyPromoCell: UITableViewCell {

    @IBOutlet weak var headlineLabel: UILabel!
}
