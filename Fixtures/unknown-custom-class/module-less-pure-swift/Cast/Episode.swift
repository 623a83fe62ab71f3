//
//  Episode.swift
//  Cast
//
//  Created by Olu Adeyemi on 12/03/2021.
//

import Foundation

struct Episode {
    var title: String
    var show: String
    var audioURL: URL

    static let latest = Episode(title: "The Long Way Round", show: "Slow Travel Radio",
                                audioURL: URL(string: "https://feeds.example.com/slow-travel/ep112.m4a")!)
}
