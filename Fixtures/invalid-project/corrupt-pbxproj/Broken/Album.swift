//
//  Album.swift
//  Broken
//
//  Created by Dee Mensah on 12/03/2021.
//

import Foundation

struct Album: Codable, Hashable {
    var title: String
    var artist: String
    var year: Int
    var condition: Condition

    enum Condition: String, Codable {
        case mint = "M", nearMint = "NM", veryGoodPlus = "VG+", good = "G"
    }

    static let collection = [
        Album(title: "Kind of Blue", artist: "Miles Davis", year: 1959, condition: .veryGoodPlus),
        Album(title: "Blue Lines", artist: "Massive Attack", year: 1991, condition: .nearMint),
        Album(title: "Hounds of Love", artist: "Kate Bush", year: 1985, condition: .good),
    ]
}
