//
//  NearbyViewController.swift
//  Trailhead
//
//  GoogleMaps and FBSDKLoginKit come from CocoaPods as Objective-C frameworks,
//  so Interface Builder stores their classes without a customModule.
//

import UIKit
import GoogleMaps
import FBSDKLoginKit

final class NearbyViewController: UIViewController {

    @IBOutlet private weak var mapView: GMSMapView!
    @IBOutlet private weak var loginButton: FBLoginButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.isMyLocationEnabled = true
        mapView.camera = GMSCameraPosition(latitude: 46.55, longitude: 7.98, zoom: 11)
        loginButton.permissions = ["public_profile"]
    }
}
