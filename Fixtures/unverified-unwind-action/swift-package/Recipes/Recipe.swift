//
//  Recipe.swift
//  Recipes
//
//  Created by Tomás Ferreira on 12/03/2021.
//

import Foundation

struct Recipe: Codable, Hashable {
    var name: String
    var servings: Int
    var minutes: Int

    static let samples = [
        Recipe(name: "Shakshuka", servings: 2, minutes: 30),
        Recipe(name: "Pad Thai", servings: 4, minutes: 25),
        Recipe(name: "Caldo Verde", servings: 6, minutes: 45),
    ]
}
