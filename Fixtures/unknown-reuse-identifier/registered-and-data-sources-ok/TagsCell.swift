//
//  TagsCell.swift
//  Roster
//
//  Created by Mei Lin Chow on 04/03/2024.
//

import UIKit

/// A row of tag chips: the cell holds a horizontal collection view and is its data source.
final class TagsCell: UITableViewCell {

    @IBOutlet private weak var collectionView: UICollectionView!

    var tags: [String] = [] {
        didSet { collectionView.reloadData() }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        collectionView.dataSource = self
    }
}

extension TagsCell: UICollectionViewDataSource {

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        tags.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "TagChip", for: indexPath) as! TagChipCell
        cell.titleLabel.text = tags[indexPath.item]
        return cell
    }
}

final class TagChipCell: UICollectionViewCell {

    @IBOutlet weak var titleLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        contentView.layer.cornerRadius = 14
        contentView.backgroundColor = .systemGray5
    }
}
