//
//  DashboardViewController.swift
//  Weather
//

import UIKit

final class DashboardViewController: UIViewController, SegueHandler {

    enum ViewControllerSegue: String {
        case showRadar
        case unnamed = ""
    }

    private var forecastController: ForecastViewController?
    var city = "Lisbon"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segueIdentifier(for: segue) {
        case .showRadar:
            (segue.destination as! RadarViewController).city = city
        case .unnamed:
            // The container view's embed segue has no identifier.
            forecastController = segue.destination as? ForecastViewController
        }
    }
}

final class ForecastViewController: UIViewController {}

final class RadarViewController: UIViewController {
    var city: String?
}
