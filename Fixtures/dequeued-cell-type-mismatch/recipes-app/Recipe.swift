//
//  Recipe.swift
//  Recipes
//
//  Created by Priya Raman on 09/05/2022.
//

import Foundation

struct Ingredient {
    var name: String
    var quantity: String
}

struct Recipe {
    var title: String
    var minutes: Int
    var ingredients: [Ingredient]
    var steps: [String]
    var note: String?
    var sourceName: String?
    var photoNames: [String]
    var isFavorite: Bool
}
