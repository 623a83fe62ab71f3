//
//  Dish.swift
//  Menu
//
//  Created by Sam Whitfield on 12/03/2015.
//  Copyright © 2015 Bodega Bar. All rights reserved.
//

import Foundation

struct Dish {
    let name: String
    let price: NSDecimalNumber
    let vegetarian: Bool

    static let all = [
        Dish(name: "Patatas bravas", price: NSDecimalNumber(string: "4.50"), vegetarian: true),
        Dish(name: "Gambas al ajillo", price: NSDecimalNumber(string: "7.25"), vegetarian: false),
        Dish(name: "Tortilla española", price: NSDecimalNumber(string: "5.00"), vegetarian: true),
        Dish(name: "Chorizo a la sidra", price: NSDecimalNumber(string: "6.50"), vegetarian: false),
    ]

    static let priceFormatter: NSNumberFormatter = {
        let formatter = NSNumberFormatter()
        formatter.numberStyle = .CurrencyStyle
        formatter.locale = NSLocale(localeIdentifier: "en_GB")
        return formatter
    }()
}

class Order {
    private(set) var dishes = [Dish]()
    var kitchenNote: String?

    var total: NSDecimalNumber {
        return dishes.reduce(NSDecimalNumber.zero()) { $0.decimalNumberByAdding($1.price) }
    }

    func add(dish: Dish) {
        dishes.append(dish)
    }

    func removeLast() {
        if !dishes.isEmpty {
            dishes.removeLast()
        }
    }
}
