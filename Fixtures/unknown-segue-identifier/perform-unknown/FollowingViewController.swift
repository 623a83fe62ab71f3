//
//  FollowingViewController.swift
//  Chirp
//

import UIKit

final class FollowingViewController: UITableViewController {
    var handles: [String] = []
}

final class EditProfileViewController: UIViewController {}
