//
//  AppDelegate.swift
//  Gardenia
//
//  Created by Chloé Marchand on 27/03/2020.
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    // State restoration: the navigation controller, Garden and Plant have restoration identifiers.
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        true
    }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        true
    }
}
