//
//  AchievementsViewController.swift
//  Trailhead
//
//  Created by Ines Carvalho on 30/07/2022.
//

import UIKit

struct Badge {
    var title: String
    var earnedAt: Date?
}

final class AchievementsViewController: UICollectionViewController {

    var badges: [Badge] = [
        Badge(title: "First Summit"),
        Badge(title: "100 km"),
        Badge(title: "Early Bird"),
    ]

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        badges.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "BadgeCell", for: indexPath) as! BadgeCell
        cell.titleLabel.text = badges[indexPath.item].title
        cell.contentView.alpha = badges[indexPath.item].earnedAt == nil ? 0.4 : 1
        return cell
    }
}

final class BadgeCell: UICollectionViewCell {
    @IBOutlet weak var titleLabel: UILabel!
}
