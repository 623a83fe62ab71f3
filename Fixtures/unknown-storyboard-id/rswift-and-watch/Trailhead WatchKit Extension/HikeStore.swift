//
//  HikeStore.swift
//  Trailhead WatchKit Extension
//
//  Created by Ines Carvalho on 12/05/2022.
//

import Foundation

final class HikeStore {

    static let shared = HikeStore()

    private let defaults = UserDefaults.standard

    /// Filled from the phone over WatchConnectivity.
    var recentHikes: [Hike] = []

    var usesMetricUnits: Bool {
        get { defaults.object(forKey: "usesMetricUnits") as? Bool ?? true }
        set { defaults.set(newValue, forKey: "usesMetricUnits") }
    }
}
