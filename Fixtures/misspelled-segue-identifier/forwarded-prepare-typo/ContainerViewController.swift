//
//  ContainerViewController.swift
//  Clubhouse
//
//  Created by Tomasz Wieczorek on 12/03/2021.
//

import UIKit

struct Member {
    var name: String
    var visits: [Date]
}

/// The Membership screen: History and Edit in the navigation bar, the member's profile below.
final class ContainerViewController: UIViewController {

    var member = Member(name: "", visits: [])
    var activeChild: UIViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let profile = segue.destination as? ProfileViewController {
            profile.member = member
            activeChild = profile
        } else {
            activeChild?.prepare(for: segue, sender: sender)
        }
    }
}
