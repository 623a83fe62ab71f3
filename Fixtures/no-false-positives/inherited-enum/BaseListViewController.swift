//
//  BaseListViewController.swift
//  Boutique
//
//  Shared by the product, brand and wishlist lists; each has its own scene.
//

import UIKit

class BaseListViewController: UITableViewController, SegueHandlerType {

    enum SegueIdentifier: String {
        case showDetail
        case showFilters
    }

    var items: [CatalogItem] = []
    var filters = CatalogFilters()

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegueWithIdentifier(.showDetail, sender: items[indexPath.row])
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segueIdentifierForSegue(segue) {
        case .showDetail:
            let detail = segue.destination as! DetailViewController
            detail.item = sender as? CatalogItem
        case .showFilters:
            let filtersScreen = (segue.destination as! UINavigationController).topViewController as! FiltersViewController
            filtersScreen.filters = filters
        }
    }
}

class DetailViewController: UIViewController {
    var item: CatalogItem?
}
