//
//  ProfileViewController.swift
//  Snapshot
//

import UIKit

final class ProfileViewController: UIViewController {

    /// Deep links instantiate the profile stack by its storyboard ID.
    static func makeNavigationStack() -> UINavigationController {
        let storyboard = UIStoryboard(name: "Profile", bundle: nil)
        return storyboard.instantiateViewController(withIdentifier: "ProfileNavigation") as! UINavigationController
    }
}
