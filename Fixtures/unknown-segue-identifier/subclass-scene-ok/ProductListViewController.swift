//
//  ProductListViewController.swift
//  Catalog
//

import UIKit

final class ProductListViewController: FilterableListViewController {

    private var products: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showProduct",
           let cell = sender as? UICollectionViewCell,
           let indexPath = collectionView.indexPath(for: cell) {
            (segue.destination as? ProductViewController)?.productName = products[indexPath.item]
        }
        super.prepare(for: segue, sender: sender)
    }
}

final class ProductViewController: UIViewController {
    var productName: String?
}
