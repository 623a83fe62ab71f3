//
//  HomeViewController+Unwind.swift
//  Stride
//

import UIKit

extension HomeViewController {

    /// Renamed from unwindToHome(_:); the explicit selector keeps the storyboard's
    /// End Early and Finish unwind segues connected.
    @objc(unwindToHome:)
    func goHome(_ segue: UIStoryboardSegue) {
        guard let workoutScreen = segue.source as? WorkoutViewController,
              let workout = workoutScreen.workout, !workoutScreen.isTooShort else { return }
        record(workout)
    }
}
