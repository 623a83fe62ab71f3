//
//  TVShowDetailViewController.swift
//  TVGuide tvOS
//
//  Created by Hannah Okafor on 12/03/2021.
//

import UIKit

/// The Apple TV detail screen: a large poster and a focusable Watch button instead of the
/// iPhone's compact layout, so it is its own class rather than a ShowDetailViewController.
class TVShowDetailViewController: UIViewController {

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var watchButton: UIButton!

    var show: Show?

    override var preferredFocusEnvironments: [UIFocusEnvironment] {
        [watchButton]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = show?.title
        watchButton.isEnabled = show?.streamURL != nil
    }
}
