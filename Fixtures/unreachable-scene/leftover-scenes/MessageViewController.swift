//
//  MessageViewController.swift
//  Postbox
//
//  Created by Oskar Lindqvist on 21/10/2022.
//

import UIKit

final class MessageViewController: UIViewController {

    var message: Message?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = message?.subject
    }
}

final class ReceiptViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
    }
}
