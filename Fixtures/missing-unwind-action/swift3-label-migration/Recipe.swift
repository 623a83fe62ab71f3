//
//  Recipe.swift
//  Recipes
//

import Foundation

struct Recipe: Codable, Equatable {
    var name: String
    var servings: Int

    static let samples = [
        Recipe(name: "Shakshuka", servings: 2),
        Recipe(name: "Pad Thai", servings: 4),
    ]
}
