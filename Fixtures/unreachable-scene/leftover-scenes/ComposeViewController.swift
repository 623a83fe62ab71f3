//
//  ComposeViewController.swift
//  Postbox
//
//  Created by Oskar Lindqvist on 21/10/2022.
//

import UIKit

final class ComposeViewController: UIViewController {

    var replyingTo: Message?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        })
    }
}
