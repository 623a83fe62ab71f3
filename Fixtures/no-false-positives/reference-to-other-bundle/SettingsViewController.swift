//
//  SettingsViewController.swift
//  Harbor
//
//  Created by Luis Ferreira on 12/03/2021.
//

import UIKit

final class SettingsViewController: UIViewController {

    var session: Session?

    @IBAction func signOutTapped(_ sender: UIButton) {
        session?.signOut()
        navigationController?.popToRootViewController(animated: true)
    }
}
