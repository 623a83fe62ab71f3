//
//  AccountViewController.swift
//  Pantry
//
//  Created by Ines Valdivia on 04/02/2022.
//

import UIKit

final class AccountViewController: UIViewController {

    private var isSyncing = false

    @IBAction func settingsTapped(_ sender: UIButton) {
        guard !isSyncing else { return }
        perform(segue: StoryboardSegue.Main.showSettings, sender: sender)
    }
}
