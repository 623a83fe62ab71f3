//
//  ChapterViewControllers.swift
//  Folio
//
//  Created by Chiara Benedetti on 12/03/2021.
//

import UIKit

final class FirstViewController: UIViewController {
    var chapter: Chapter?
}

/// The iPad's first chapter: every page as a thumbnail grid.
final class FirstOverviewViewController: UIViewController {
    var chapter: Chapter?
}

final class SecondViewController: UIViewController {
    var chapter: Chapter?
}
