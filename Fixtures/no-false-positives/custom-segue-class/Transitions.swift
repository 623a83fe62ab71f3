//
//  Transitions.swift
//  Lantern
//

import UIKit

/// Presents the destination full screen with a cross-fade.
final class FadeSegue: UIStoryboardSegue {
    var duration: TimeInterval = 0.3

    override func perform() {
        destination.modalPresentationStyle = .fullScreen
        destination.modalTransitionStyle = .crossDissolve
        UIView.animate(withDuration: duration) {
            self.source.present(self.destination, animated: false)
        }
    }
}

/// The unwind counterpart: fades back out to the splash screen.
final class FadeOutSegue: UIStoryboardSegue {
    override func perform() {
        source.modalTransitionStyle = .crossDissolve
        source.dismiss(animated: true)
    }
}
