//
//  Book.swift
//  Shelf
//
//  Created by Jonas Lindqvist on 04/02/2023.
//

import Foundation

struct Book: Hashable, Codable {
    var title: String
    var author: String
    var pageCount: Int
    var pagesRead: Int
    var finishedOn: Date?

    var progress: Float {
        pageCount > 0 ? Float(pagesRead) / Float(pageCount) : 0
    }
}
