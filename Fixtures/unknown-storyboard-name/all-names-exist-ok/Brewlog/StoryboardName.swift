//
//  StoryboardName.swift
//  Brewlog
//
//  Created by Tomás Ferreira on 02/02/2024.
//

import UIKit

/// Storyboard file names, without `.storyboard`.
enum StoryboardName {
    static let main = "Main"
    static let brewTimer = "BrewTimer"
}

extension UIStoryboard {
    /// Loaded once: the timer is opened from several places.
    static let brewTimer = UIStoryboard(name: StoryboardName.brewTimer, bundle: Bundle.main)
}
