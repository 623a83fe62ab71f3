//
//  Photo.swift
//  Photon
//
//  Created by Priya Raman on 12/03/2021.
//

import CoreLocation

struct Photo {
    var title: String
    var rating: Int
    var isNew: Bool
    var location: CLLocationCoordinate2D

    static let sample = Photo(title: "Harbour at dawn", rating: 4, isNew: true,
                              location: CLLocationCoordinate2D(latitude: 50.3656, longitude: -4.1427))
}
