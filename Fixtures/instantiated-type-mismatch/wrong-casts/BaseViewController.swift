//
//  BaseViewController.swift
//  Trailmix
//
//  Created by Amara Okafor on 23/01/2023.
//

import UIKit

struct Account {
    var id: UUID
    var displayName: String
    var homeRegion: String
}

/// Screens that show the signed-in account.
class BaseViewController: UIViewController {

    var account: Account? {
        didSet { if isViewLoaded { accountDidChange() } }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        accountDidChange()
    }

    func accountDidChange() {}
}
