//
//  WorkoutViewController.swift
//  Stride
//

import UIKit

struct Workout: Codable {
    var startedAt: Date
    var distance: Measurement<UnitLength>
}

final class WorkoutViewController: UIViewController {

    private(set) var workout: Workout?

    /// A workout shorter than 100 m is not recorded, whichever button ended it.
    var isTooShort: Bool {
        (workout?.distance.converted(to: .meters).value ?? 0) < 100
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        workout = Workout(startedAt: Date(), distance: Measurement(value: 0, unit: .kilometers))
    }
}
