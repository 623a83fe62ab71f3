//
//  ProductListViewController.swift
//  Boutique
//

import UIKit

struct CatalogItem: Hashable {
    var sku: String
    var name: String
}

struct CatalogFilters: Hashable {
    var sizes: Set<String> = []
    var inStockOnly = false
}

final class ProductListViewController: BaseListViewController {

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if case .showDetail = segueIdentifierForSegue(segue) {
            (segue.destination as? ProductDetailViewController)?.showsSizeGuide = true
        }
    }
}

final class ProductDetailViewController: DetailViewController {
    var showsSizeGuide = false
}

final class FiltersViewController: UITableViewController {
    var filters = CatalogFilters()
}
