//
//  PantryItem.swift
//  Pantry
//
//  Created by Ingrid Solberg on 12/03/2021.
//

import Foundation

struct PantryItem: Codable, Hashable {
    var name: String
    var barcode: String?
    var quantity: Int

    var isRunningLow: Bool { quantity <= 1 }

    static let starter = [
        PantryItem(name: "Oats", barcode: "5000108030416", quantity: 2),
        PantryItem(name: "Chickpeas", barcode: "5051008750012", quantity: 1),
        PantryItem(name: "Olive oil", barcode: nil, quantity: 0),
    ]
}
