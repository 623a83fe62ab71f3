//
//  StoreMapViewControllers.swift
//  Shops
//

import UIKit
import MapKit

struct Store: Hashable {
    var name: String
    var latitude: Double
    var longitude: Double
    var openingHours: [String]
}

/// The "Stores" tab: every store on one map. Lives in Tabs.storyboard.
final class StoreMapViewController: UIViewController {
    var stores: [Store] = []
}

/// One store on a map, pushed from the store screen.
final class StoreLocationViewController: UIViewController {
    @IBOutlet private weak var mapView: MKMapView!
    var store: Store?
}

final class OpeningHoursViewController: UITableViewController {
    var openingHours: [String] = []
}
