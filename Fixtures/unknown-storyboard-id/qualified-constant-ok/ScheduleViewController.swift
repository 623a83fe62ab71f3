//
//  ScheduleViewController.swift
//  OpenEvent
//

import UIKit

final class ScheduleViewController: UIViewController {
    struct StoryboardConstants {
        static let storyboardName = "ScheduleVC"
    }

    func showEvent() {
        // The Event screen's storyboard, named through EventViewController's own constants: not this
        // class's StoryboardConstants, which has the same name.
        let storyboard = UIStoryboard(name: EventViewController.StoryboardConstants.storyboardName, bundle: nil)
        let navigation = storyboard.instantiateViewController(withIdentifier: "IndividualEventNavController")
        showDetailViewController(navigation, sender: self)
    }

    func reload() {
        let storyboard = UIStoryboard(name: ScheduleViewController.StoryboardConstants.storyboardName, bundle: nil)
        _ = storyboard.instantiateViewController(withIdentifier: "ScheduleViewController")
    }
}
