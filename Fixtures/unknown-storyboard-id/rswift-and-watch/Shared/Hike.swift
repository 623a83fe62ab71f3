//
//  Hike.swift
//  Trailhead
//
//  Created by Ines Carvalho on 12/05/2022.
//
//  Shared by the iOS app and the WatchKit extension.
//

import Foundation

struct Hike: Hashable, Codable {
    var trailName: String
    var distance: Measurement<UnitLength>
    var elevationGain: Measurement<UnitLength>
    var startedAt: Date
}
