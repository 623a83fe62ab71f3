//
//  InterfaceController.swift
//  Trailhead WatchKit Extension
//
//  Created by Ines Carvalho on 12/05/2022.
//

import WatchKit
import Foundation

final class InterfaceController: WKInterfaceController {

    @IBOutlet var table: WKInterfaceTable!

    private var hikes: [Hike] = []

    override func awake(withContext context: Any?) {
        super.awake(withContext: context)
        hikes = HikeStore.shared.recentHikes
        table.setNumberOfRows(hikes.count, withRowType: "HikeRow")
        for (index, hike) in hikes.enumerated() {
            guard let row = table.rowController(at: index) as? HikeRowController else { continue }
            row.configure(with: hike)
        }
    }

    override func table(_ table: WKInterfaceTable, didSelectRowAt rowIndex: Int) {
        pushController(withName: "Detials", context: hikes[rowIndex])
    }

    @IBAction func settingsTapped() {
        presentController(withName: "Settings", context: nil)
    }
}

final class HikeRowController: NSObject {

    @IBOutlet var nameLabel: WKInterfaceLabel!
    @IBOutlet var distanceLabel: WKInterfaceLabel!

    func configure(with hike: Hike) {
        nameLabel.setText(hike.trailName)
        distanceLabel.setText(MeasurementFormatter().string(from: hike.distance))
    }
}
