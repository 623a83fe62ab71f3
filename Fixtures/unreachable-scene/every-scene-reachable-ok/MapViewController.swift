//
//  MapViewController.swift
//  Fieldnotes
//
//  Created by Bea Castellanos on 30/08/2021.
//

import MapKit
import UIKit

final class MapViewController: UIViewController {

    private let mapView = MKMapView()

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = view.bounds
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(mapView)
    }
}
