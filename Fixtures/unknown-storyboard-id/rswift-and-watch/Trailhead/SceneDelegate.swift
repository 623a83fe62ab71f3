//
//  SceneDelegate.swift
//  Trailhead
//
//  Created by Ines Carvalho on 12/05/2022.
//

import Rswift
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    // The scene manifest names no storyboard: the window is built here so that onboarding
    // can come first on a fresh install.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = R.storyboard.main.instantiateInitialViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}
