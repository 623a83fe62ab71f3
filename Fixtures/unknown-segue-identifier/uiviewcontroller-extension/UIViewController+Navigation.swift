//
//  UIViewController+Navigation.swift
//  News
//
//  Shortcuts shared by every screen of the app.
//

import UIKit

extension UIViewController {

    /// Every screen that can show the settings has a "showSettings" segue.
    func openSettings() {
        performSegue(withIdentifier: "showSettings", sender: self)
    }

    /// Shown when a story is for subscribers only.
    func presentPaywall(for article: Article) {
        performSegue(withIdentifier: "presentPaywall", sender: article)
    }
}
