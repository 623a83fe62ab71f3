//
//  LocationDetailViewController.swift
//  Places
//
//  Shared base for every "place" detail screen.
//

import UIKit
import MapKit

class LocationDetailViewController: UIViewController, SegueHandlerType {

    enum SegueIdentifier: String {
        case showMap
    }

    var coordinate = CLLocationCoordinate2D()

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segueIdentifierForSegue(segue) {
        case .showMap:
            let mapController = segue.destination as! MapViewController
            mapController.coordinate = coordinate
        }
    }
}

class MapViewController: UIViewController {
    var coordinate: CLLocationCoordinate2D?
}
