//
//  DeepLinkRouter.swift
//  Tally
//
//  Created by Priya Raman on 02/03/2023.
//

import UIKit

/// Opens `tally://settings/<screen>` links (support emails link to About).
final class DeepLinkRouter {

    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func open(_ url: URL) -> Bool {
        guard url.scheme == "tally", url.host == "settings" else { return false }
        let settings = UIStoryboard(name: "Settings", bundle: nil)
        switch url.lastPathComponent {
        case "about":
            guard let about = settings.instantiateViewController(identifier: "About") as? AboutViewController else { return false }
            about.showsDoneButton = true
            navigationController.pushViewController(about, animated: true)
        default:
            // QA opens any settings screen by its Storyboard ID: tally://settings/Licenses
            navigationController.pushViewController(settingsScreen(withIdentifier: url.lastPathComponent), animated: true)
        }
        return true
    }

    private func settingsScreen(withIdentifier identifier: String) -> UIViewController {
        UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: identifier)
    }
}
