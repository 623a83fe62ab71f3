//
//  WorkoutViewController.swift
//  Pace
//

import UIKit

struct Workout: Codable {
    var startedAt: Date
    var distance: Measurement<UnitLength>
}

final class WorkoutViewController: UIViewController {

    private(set) var workout: Workout?
    private(set) var isDiscarded = false

    override func viewDidLoad() {
        super.viewDidLoad()
        workout = Workout(startedAt: Date(), distance: Measurement(value: 0, unit: .kilometers))
    }

    // Both unwind segues (Discard and Finish) pass through here;
    // only Discard drops the workout.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        isDiscarded = segue.identifier == "discardWorkout"
    }
}
