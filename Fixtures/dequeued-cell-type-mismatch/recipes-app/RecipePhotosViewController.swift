//
//  RecipePhotosViewController.swift
//  Recipes
//
//  Created by Priya Raman on 21/11/2022.
//

import UIKit

final class RecipePhotosViewController: UICollectionViewController {

    var recipe: Recipe?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        recipe?.photoNames.count ?? 0
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as? PhotoCell else {
            return UICollectionViewCell()
        }
        cell.imageView.image = UIImage(named: recipe!.photoNames[indexPath.item])
        return cell
    }
}
