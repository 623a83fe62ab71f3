//
//  BrewTimerViewController.swift
//  Brewlog
//
//  Created by Tomás Ferreira on 09/02/2024.
//

import UIKit

final class BrewTimerViewController: UIViewController {

    private var remaining: TimeInterval = 240
    private var timer: Timer?

    @IBAction func startTapped(_ sender: UIButton) {
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            guard let self else { return timer.invalidate() }
            self.remaining -= 1
            if self.remaining <= 0 { timer.invalidate() }
        }
    }

    @IBAction func closeTapped(_ sender: UIButton) {
        timer?.invalidate()
        dismiss(animated: true)
    }
}
