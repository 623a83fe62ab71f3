//
//  DiscoverViewController.swift
//  Harbor
//
//  Created by Jonas Eriksen on 03/04/2023.
//

import UIKit

final class DiscoverViewController: UICollectionViewController {

    private struct Shelf {
        var title: String
        var shows: [Show]
    }

    private var shelves: [Shelf] = []

    private lazy var searchController: UISearchController = {
        let results = storyboard!.instantiateViewController(withIdentifier: "SearchResults") as! SearchResultsViewController
        let controller = UISearchController(searchResultsController: results)
        controller.searchResultsUpdater = results
        controller.searchBar.placeholder = "Downloaded episodes"
        return controller
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.searchController = searchController
        shelves = [Shelf(title: "Trending", shows: []), Shelf(title: "New & Noteworthy", shows: [])]
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        shelves.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        shelves[section].shows.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "ArtworkCell", for: indexPath) as! ArtworkCell
        cell.configure(with: shelves[indexPath.section].shows[indexPath.item])
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "SectionHeader", for: indexPath) as! SectionHeaderView
        header.titleLabel.text = shelves[indexPath.section].title
        return header
    }
}
