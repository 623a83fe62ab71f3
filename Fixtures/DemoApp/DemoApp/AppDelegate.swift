//
//  AppDelegate.swift
//  DemoApp
//

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Main.storyboard is the main interface; nothing else to set up.
        UINavigationBar.appearance().tintColor = UIColor(red: 0.2, green: 0.45, blue: 0.8, alpha: 1)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        PersonStore.shared.save()
    }
}
