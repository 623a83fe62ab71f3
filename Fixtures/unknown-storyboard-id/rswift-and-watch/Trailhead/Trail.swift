//
//  Trail.swift
//  Trailhead
//
//  Created by Ines Carvalho on 12/05/2022.
//

import Foundation

struct Trail: Hashable, Codable {
    var name: String
    var length: Measurement<UnitLength>
    var elevationProfile: [Double]
}
