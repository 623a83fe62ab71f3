//
//  Show.swift
//  TVGuide
//
//  Created by Hannah Okafor on 12/03/2021.
//

import Foundation

struct Show: Hashable {
    var title: String
    var network: String
    var airsAt: Date
    var streamURL: URL?

    static let tonight: [Show] = [
        Show(title: "The Great Pottery Throw Down", network: "Channel 4", airsAt: Date(timeIntervalSinceNow: 3_600),
             streamURL: URL(string: "https://streams.example.com/pottery/s04e07.m3u8")),
        Show(title: "Only Connect", network: "BBC Two", airsAt: Date(timeIntervalSinceNow: 5_400),
             streamURL: URL(string: "https://streams.example.com/only-connect/s17e12.m3u8")),
        Show(title: "Taskmaster", network: "Channel 4", airsAt: Date(timeIntervalSinceNow: 9_000), streamURL: nil),
    ]
}
