//
//  AppDelegate.swift
//  Menu
//
//  Created by Sam Whitfield on 12/03/2015.
//  Copyright © 2015 Bodega Bar. All rights reserved.
//

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(application: UIApplication, didFinishLaunchingWithOptions launchOptions: [NSObject: AnyObject]?) -> Bool {
        UINavigationBar.appearance().tintColor = UIColor(red: 0.72, green: 0.2, blue: 0.16, alpha: 1)
        return true
    }
}
