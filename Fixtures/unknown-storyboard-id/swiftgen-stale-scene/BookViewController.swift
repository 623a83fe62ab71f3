//
//  BookViewController.swift
//  Shelf
//
//  Created by Jonas Lindqvist on 04/02/2023.
//

import UIKit

final class BookViewController: UIViewController {

    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var progressView: UIProgressView!

    var book: Book?

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = book?.title
        progressView.progress = book?.progress ?? 0
    }
}
