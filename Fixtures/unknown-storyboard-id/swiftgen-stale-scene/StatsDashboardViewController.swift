//
//  StatsDashboardViewController.swift
//  Shelf
//
//  Created by Jonas Lindqvist on 19/09/2023.
//

import UIKit

/// The 2.0 statistics screen: one tile per month.
final class StatsDashboardViewController: UIViewController, UICollectionViewDataSource {

    @IBOutlet private weak var collectionView: UICollectionView!

    var books: [Book] = [] {
        didSet { collectionView?.reloadData() }
    }

    private var months: [DateComponents: [Book]] {
        Dictionary(grouping: books) { book in
            Calendar.current.dateComponents([.year, .month], from: book.finishedOn ?? .distantPast)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "MonthTile")
        collectionView.dataSource = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        months.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "MonthTile", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = "\(Array(months.values)[indexPath.item].count) books"
        cell.contentConfiguration = content
        return cell
    }
}
