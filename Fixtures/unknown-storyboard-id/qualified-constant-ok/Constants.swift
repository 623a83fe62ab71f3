//
//  Constants.swift
//  OpenEvent
//

import UIKit

enum Constants {
    static let individualEventStoryboard = "IndividualEvent"
}

final class EventViewController: UIViewController {
    /// Its storyboard's name comes from another constant, not a literal.
    struct StoryboardConstants {
        static let storyboardName = Constants.individualEventStoryboard
    }
}

final class EventNavigationController: UINavigationController {}
