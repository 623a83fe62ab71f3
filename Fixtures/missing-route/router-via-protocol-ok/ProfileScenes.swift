//
//  ProfileScenes.swift
//  Chirp
//

import UIKit

enum Profile {
    enum Load {
        struct ViewModel {
            var displayName: String
        }
    }
}

protocol ProfileDataStore {
    var userID: String? { get }
}

final class ProfileHeaderViewController: UIViewController {
    var displayName: String?
}

final class FollowersViewController: UITableViewController {
    var userID: String?
}

final class SettingsViewController: UIViewController {
    var userID: String?
}
