//
//  ReadingGoalViewController.swift
//  Shelf
//
//  Created by Jonas Lindqvist on 22/04/2023.
//

import UIKit

final class ReadingGoalViewController: UIViewController {

    @IBOutlet private weak var goalLabel: UILabel!
    @IBOutlet private weak var stepper: UIStepper!

    var goal = 12

    override func viewDidLoad() {
        super.viewDidLoad()
        stepper.value = Double(max(goal, 1))
        updateLabel()
    }

    @IBAction func goalChanged(_ sender: UIStepper) {
        goal = Int(sender.value)
        UserDefaults.standard.set(goal, forKey: "readingGoal")
        updateLabel()
    }

    private func updateLabel() {
        goalLabel.text = goal == 1 ? "1 book this year" : "\(goal) books this year"
    }
}
