//
//  ReadingStatsViewController.swift
//  Shelf
//
//  Created by Jonas Lindqvist on 11/03/2023.
//

import UIKit

/// The 1.x statistics screen: a plain list of totals.
/// Replaced by StatsDashboardViewController in 2.0; delete once the dashboard has shipped.
final class ReadingStatsViewController: UIViewController {

    @IBOutlet private weak var totalsLabel: UILabel?

    var books: [Book] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let pages = books.reduce(0) { $0 + $1.pageCount }
        totalsLabel?.text = "\(books.count) books, \(pages) pages"
    }
}
