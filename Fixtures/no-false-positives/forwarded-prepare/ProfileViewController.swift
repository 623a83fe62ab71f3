//
//  ProfileViewController.swift
//  Trailhead
//
//  Created by Maren Okafor on 12/03/2021.
//

import UIKit

final class ProfileViewController: UIViewController {

    @IBOutlet private weak var nameLabel: UILabel!

    var hiker = Hiker(displayName: "", homeRegion: "", badges: [])

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = hiker.displayName
    }

    // Also runs for the segues of ContainerViewController's navigation bar: the container forwards them.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showBadges":
            segue.destination.title = "\(hiker.displayName)'s badges"
        case "showEditor":
            let editor = segue.destination as! EditorViewController
            editor.hiker = hiker
            editor.onSave = { [weak self] updated in
                self?.hiker = updated
                self?.nameLabel.text = updated.displayName
            }
        case "showSettings":
            (segue.destination as? SettingsViewController)?.homeRegion = hiker.homeRegion
        default:
            break
        }
    }
}
