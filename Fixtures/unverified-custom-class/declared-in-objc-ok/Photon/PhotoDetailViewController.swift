//
//  PhotoDetailViewController.swift
//  Photon
//
//  Created by Priya Raman on 12/03/2021.
//

import UIKit
import MapKit

class PhotoDetailViewController: UIViewController {

    @IBOutlet weak var badgeView: PHBadgeView!
    @IBOutlet weak var ratingView: RatingView!
    @IBOutlet weak var mapView: MKMapView!

    var photo = Photo.sample

    override func viewDidLoad() {
        super.viewDidLoad()
        title = photo.title
        badgeView.text = photo.isNew ? "NEW" : nil
        ratingView.rating = photo.rating

        let pin = MKPointAnnotation()
        pin.coordinate = photo.location
        pin.title = photo.title
        mapView.addAnnotation(pin)
        mapView.setRegion(MKCoordinateRegion(center: photo.location, latitudinalMeters: 2_000, longitudinalMeters: 2_000), animated: false)
    }
}
