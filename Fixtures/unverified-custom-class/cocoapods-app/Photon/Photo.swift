//
//  Photo.swift
//  Photon
//
//  Created by Priya Raman on 12/03/2021.
//

import UIKit

struct Photo: Hashable {
    var id: String
    var title: String
    var takenAt: Date
    var assetName: String

    var image: UIImage? { UIImage(named: assetName) }

    static let samples = [
        Photo(id: "p-001", title: "Harbour at dawn", takenAt: Date(timeIntervalSince1970: 1_614_931_200), assetName: "harbour"),
        Photo(id: "p-002", title: "Market day", takenAt: Date(timeIntervalSince1970: 1_615_017_600), assetName: "market"),
        Photo(id: "p-003", title: "Fireworks", takenAt: Date(timeIntervalSince1970: 1_615_104_000), assetName: "fireworks"),
    ]
}
