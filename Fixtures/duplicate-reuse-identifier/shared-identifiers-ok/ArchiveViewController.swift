//
//  ArchiveViewController.swift
//  Postbox
//
//  Created by Aoife Brennan on 07/01/2024.
//

import UIKit

final class ArchiveViewController: MessageListViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        messages = MailStore.shared.archive
    }
}
