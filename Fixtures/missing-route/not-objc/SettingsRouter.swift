//
//  SettingsRouter.swift
//  Weather
//

import UIKit

enum AppIcon: String, CaseIterable {
    case sunny, rainy, night
}

// @objc was removed from this protocol when routeToAppIcon(_:) was added:
// an @objc method can't take a Swift enum with a String raw type.
protocol SettingsRoutingLogic {
    func routeToShowAbout(segue: UIStoryboardSegue?)
    func routeToShowLicenses(segue: UIStoryboardSegue?)
    func routeToAppIcon(_ icon: AppIcon)
}

protocol SettingsDataPassing {
    var units: UnitTemperature { get }
}

class SettingsRouter: NSObject, SettingsRoutingLogic, SettingsDataPassing {
    weak var viewController: SettingsViewController?
    var units = UnitTemperature.celsius

    func routeToShowAbout(segue: UIStoryboardSegue?) {
        guard let about = segue?.destination as? AboutViewController else { return }
        about.version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
    }

    func routeToShowLicenses(segue: UIStoryboardSegue?) {
        guard let licenses = segue?.destination as? LicensesViewController else { return }
        licenses.fileName = "Acknowledgements.plist"
    }

    func routeToAppIcon(_ icon: AppIcon) {
        UIApplication.shared.setAlternateIconName(icon == .sunny ? nil : icon.rawValue)
    }
}

final class AboutViewController: UIViewController {
    var version: String?
}

final class LicensesViewController: UIViewController {
    var fileName: String?
}
