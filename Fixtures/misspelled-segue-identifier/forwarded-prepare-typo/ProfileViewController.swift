//
//  ProfileViewController.swift
//  Clubhouse
//
//  Created by Tomasz Wieczorek on 12/03/2021.
//

import UIKit

final class ProfileViewController: UIViewController {

    @IBOutlet private weak var nameLabel: UILabel!

    var member = Member(name: "", visits: [])

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = member.name
    }

    // ContainerViewController forwards its History and Edit segues here.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showEdtor", let editor = segue.destination as? EditorViewController {
            editor.member = member
        } else if segue.identifier == "showHistory", let history = segue.destination as? HistoryViewController {
            history.visits = member.visits
        }
    }
}
