//
//  PhotoCell.swift
//  Recipes
//
//  Created by Priya Raman on 21/11/2022.
//

import UIKit

final class PhotoCell: UICollectionViewCell {

    @IBOutlet weak var imageView: UIImageView!

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }
}
