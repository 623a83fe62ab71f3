import Foundation

struct Photo {
    var name: String
    var isFavorite: Bool

    static let samples = [Photo(name: "Beach", isFavorite: true), Photo(name: "Snow", isFavorite: false)]
}
