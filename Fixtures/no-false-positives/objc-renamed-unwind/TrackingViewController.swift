//
//  TrackingViewController.swift
//  Parcel
//

import UIKit

struct Parcel: Hashable, Identifiable {
    let id: String
    var carrier: String
    var isDelivered = false
}

final class TrackingViewController: UIViewController {
    var parcel: Parcel?
}
