//
//  FilterableListViewController.swift
//  Catalog
//
//  Base class for list screens with a filter sheet. It has no scene of its
//  own: each subclass's scene provides the "showFilters" segue.
//

import UIKit

class FilterableListViewController: UICollectionViewController {

    var filters = Filters()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Filter", style: .plain, target: self, action: #selector(filterTapped))
    }

    @objc func filterTapped() {
        performSegue(withIdentifier: "showFilters", sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showFilters" {
            (segue.destination as? FiltersViewController)?.filters = filters
        }
    }
}

struct Filters {
    var maxPrice: Decimal?
    var inStockOnly = false
}

final class FiltersViewController: UIViewController {
    var filters = Filters()
}
