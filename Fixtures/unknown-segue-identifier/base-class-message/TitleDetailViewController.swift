//
//  TitleDetailViewController.swift
//  Reel
//
//  Created by Priya Raman on 12/03/2021.
//

import UIKit

struct CatalogTitle: Hashable {
    var name: String
    var year: Int
    var trailerURL: URL
}

enum SearchScope {
    case everything, movies, shows
}

/// Plays the trailer inline since 2.0, in place of the old full-screen trailer screen.
final class TitleDetailViewController: UIViewController {
    var catalogTitle: CatalogTitle?
}

final class SearchViewController: UIViewController {
    var scope: SearchScope = .everything
}
