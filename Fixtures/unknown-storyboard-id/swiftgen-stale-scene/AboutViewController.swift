//
//  AboutViewController.swift
//  Shelf
//
//  Created by Jonas Lindqvist on 04/02/2023.
//

import UIKit

final class AboutViewController: UIViewController {

    @IBOutlet private weak var versionLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "?"
        versionLabel.text = "Version \(version)"
    }
}
