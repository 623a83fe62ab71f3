//
//  HikeDetailsInterfaceController.swift
//  Trailhead WatchKit Extension
//
//  Created by Ines Carvalho on 12/05/2022.
//

import WatchKit
import Foundation

final class HikeDetailsInterfaceController: WKInterfaceController {

    @IBOutlet var nameLabel: WKInterfaceLabel!
    @IBOutlet var distanceLabel: WKInterfaceLabel!
    @IBOutlet var elevationLabel: WKInterfaceLabel!

    override func awake(withContext context: Any?) {
        super.awake(withContext: context)
        guard let hike = context as? Hike else { return }
        let formatter = MeasurementFormatter()
        nameLabel.setText(hike.trailName)
        distanceLabel.setText(formatter.string(from: hike.distance))
        elevationLabel.setText("+" + formatter.string(from: hike.elevationGain))
    }
}
