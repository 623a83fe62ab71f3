//
//  SettingsInterfaceController.swift
//  Trailhead WatchKit Extension
//
//  Created by Ines Carvalho on 03/09/2022.
//

import WatchKit
import Foundation

final class SettingsInterfaceController: WKInterfaceController {

    @IBOutlet var metricSwitch: WKInterfaceSwitch!

    override func awake(withContext context: Any?) {
        super.awake(withContext: context)
        metricSwitch.setOn(HikeStore.shared.usesMetricUnits)
    }

    @IBAction func metricChanged(_ value: Bool) {
        HikeStore.shared.usesMetricUnits = value
    }
}
