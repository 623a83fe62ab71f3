//
//  ContainerViewController.swift
//  Trailhead
//
//  Created by Maren Okafor on 12/03/2021.
//

import UIKit

struct Hiker {
    var displayName: String
    var homeRegion: String
    var badges: [String]
}

/// The Account screen: a navigation bar (Settings, Edit) over whichever child screen is showing.
final class ContainerViewController: UIViewController {

    var hiker = Hiker(displayName: "", homeRegion: "", badges: [])

    /// The child in the container view. Always the profile today; the activity feed joins it in 2.0.
    private var activeChild: UIViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let profile = segue.destination as? ProfileViewController {
            // The embed segue, while the view loads.
            profile.hiker = hiker
            activeChild = profile
            return
        }
        // Settings and Edit sit in this navigation bar, but the child owns the data they need.
        activeChild?.prepare(for: segue, sender: sender)
    }
}
