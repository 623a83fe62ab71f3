//
//  StoreViewController.swift
//  Shops
//

import UIKit
import MapKit

final class StoreViewController: UIViewController, SegueHandlerType {

    enum SegueIdentifier: String {
        case showMap
        case showOpeningHours
    }

    var store: Store!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segueIdentifierForSegue(segue) {
        case .showMap:
            let map = segue.destination as! StoreMapViewController
            map.stores = [store]
        case .showOpeningHours:
            let hours = segue.destination as! OpeningHoursViewController
            hours.openingHours = store.openingHours
        }
    }
}
