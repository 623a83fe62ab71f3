//
//  WateringScheduleViewController.swift
//  Garden
//
//  Scene in Schedule.storyboard.
//

import UIKit

final class WateringScheduleViewController: UIViewController {

    @IBAction func remindersTapped(_ sender: Any) {
        performSegue(withIdentifier: "showReminderSettings", sender: sender)
    }
}
