//
//  PlayerViewController.swift
//  Castaway
//
//  Created by Tomás Ferreira on 12/03/2019.
//  Copyright © 2019 Castaway Audio. All rights reserved.
//

import UIKit

final class PlayerViewController: UIViewController {

    var episode: Episode? {
        didSet { title = episode?.title }
    }

    private let sleepTimer = SleepTimer()

    @IBAction private func sleepTimerTapped(_ sender: UIBarButtonItem) {
        if traitCollection.userInterfaceIdiom == .pad {
            // The popover with a custom duration picker is only in Main_iPad.storyboard so far.
            // seguelint:disable:next unknown-segue-identifier
            performSegue(withIdentifier: "showSleepTimer", sender: sender)
        } else {
            let sheet = UIAlertController(title: "Sleep Timer", message: nil, preferredStyle: .actionSheet)
            for minutes in [15, 30, 60] {
                sheet.addAction(UIAlertAction(title: "\(minutes) min", style: .default) { _ in
                    self.sleepTimer.start(minutes: minutes)
                })
            }
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            present(sheet, animated: true)
        }
    }

    /// The player a segue shows directly (the iPhone layout), if it is one.
    static func shown(by segue: UIStoryboardSegue) -> PlayerViewController? {
        segue.destination as? PlayerViewController
    }
}
