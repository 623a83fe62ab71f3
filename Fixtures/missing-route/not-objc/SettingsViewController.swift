//
//  SettingsViewController.swift
//  Weather
//
//  Clean Swift (VIP) scene.
//

import UIKit

class SettingsViewController: UIViewController {
    var router: (NSObjectProtocol & SettingsRoutingLogic & SettingsDataPassing)?

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        let router = SettingsRouter()
        router.viewController = self
        self.router = router
    }

    // MARK: Routing

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let scene = segue.identifier {
            let selector = NSSelectorFromString("routeTo\(scene)WithSegue:")
            if let router = router, router.responds(to: selector) {
                router.perform(selector, with: segue)
            }
        }
    }

    @IBAction func appIconChanged(_ sender: UISegmentedControl) {
        router?.routeToAppIcon(AppIcon.allCases[sender.selectedSegmentIndex])
    }
}
