//
//  DetailViewController.swift
//  Jotter
//
//  Created by Priya Raman on 27/06/2020.
//

import UIKit

final class DetailViewController: UIViewController {

    var note: Note?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = note?.title
    }
}

final class SettingsViewController: UIViewController {
    var noteCount = 0
}
