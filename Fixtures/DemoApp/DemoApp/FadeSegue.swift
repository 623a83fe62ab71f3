//
//  FadeSegue.swift
//  DemoApp
//

import UIKit

/// Cross-fades to the destination instead of the default push/modal animation.
class FadeSegue: UIStoryboardSegue {

    override func perform() {
        guard let window = source.view.window else {
            source.present(destination, animated: false, completion: nil)
            return
        }
        destination.view.frame = source.view.frame
        destination.view.alpha = 0
        window.addSubview(destination.view)

        UIView.animate(withDuration: 0.3, animations: {
            self.destination.view.alpha = 1
        }, completion: { _ in
            self.destination.view.removeFromSuperview()
            self.destination.modalPresentationStyle = .fullScreen
            self.source.present(self.destination, animated: false, completion: nil)
        })
    }
}
