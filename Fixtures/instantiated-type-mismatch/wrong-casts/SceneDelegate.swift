//
//  SceneDelegate.swift
//  Trailmix
//
//  Created by Amara Okafor on 23/01/2023.
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    var account: Account?

    /// Handoff from the watch app: "View profile".
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard userActivity.activityType == "com.trailmix.viewProfile",
              let navigation = window?.rootViewController as? UINavigationController else { return }
        let main = UIStoryboard(name: "Main", bundle: nil)
        let screen = main.instantiateViewController(withIdentifier: "Profile") as! BaseViewController
        screen.account = account
        navigation.pushViewController(screen, animated: true)
    }
}
