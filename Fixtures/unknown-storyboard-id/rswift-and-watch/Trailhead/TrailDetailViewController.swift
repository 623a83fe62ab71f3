//
//  TrailDetailViewController.swift
//  Trailhead
//
//  Created by Ines Carvalho on 12/05/2022.
//

import Rswift
import UIKit

final class TrailDetailViewController: UIViewController {

    @IBOutlet private weak var distanceLabel: UILabel!

    var trail: Trail?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = trail?.name
        distanceLabel.text = trail.map { MeasurementFormatter().string(from: $0.length) }
    }

    @IBAction func elevationTapped(_ sender: UIButton) {
        guard let profile = R.storyboard.main.elevationProfile() else { return }
        profile.samples = trail?.elevationProfile ?? []
        show(profile, sender: sender)
    }
}

final class ElevationProfileViewController: UIViewController {

    var samples: [Double] = []
}
