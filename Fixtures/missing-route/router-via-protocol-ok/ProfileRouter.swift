//
//  ProfileRouter.swift
//  Chirp
//

import UIKit

@objc protocol ProfileRoutingLogic {
    func routeToShowFollowers(segue: UIStoryboardSegue?)
    func routeToShowSettings(segue: UIStoryboardSegue?)
}

protocol ProfileDataPassing {
    var dataStore: ProfileDataStore? { get }
}

class ProfileRouter: NSObject, ProfileDataPassing {
    weak var viewController: ProfileViewController?
    var dataStore: ProfileDataStore?
}

// The requirements of an @objc protocol are @objc in every conforming class,
// so these need no attribute of their own.
extension ProfileRouter: ProfileRoutingLogic {
    func routeToShowFollowers(segue: UIStoryboardSegue?) {
        guard let followers = segue?.destination as? FollowersViewController else { return }
        followers.userID = dataStore?.userID
    }

    func routeToShowSettings(segue: UIStoryboardSegue?) {
        guard let settings = segue?.destination as? SettingsViewController else { return }
        settings.userID = dataStore?.userID
    }
}
