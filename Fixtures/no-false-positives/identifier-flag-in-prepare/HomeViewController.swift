//
//  HomeViewController.swift
//  Pace
//

import UIKit

final class HomeViewController: UIViewController {

    private(set) var history: [Workout] = []

    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
        guard let workoutScreen = segue.source as? WorkoutViewController,
              !workoutScreen.isDiscarded, let workout = workoutScreen.workout else { return }
        history.append(workout)
    }
}
