//
//  SceneDelegate.swift
//  Fieldnotes
//
//  Created by Ingrid Halvorsen on 04/05/2023.
//

import UIKit
import FieldnotesOnboarding

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private let store = SightingStore()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)

        // Main is not in Info.plist any more: the first screen needs the store before it loads.
        let root: UIViewController?
        if UserDefaults.standard.bool(forKey: "didFinishOnboarding") {
            root = UIStoryboard(name: "main", bundle: nil).instantiateInitialViewController()
            let sightings = (root as? UINavigationController)?.topViewController as? SightingsViewController
            sightings?.store = store
        } else {
            root = UIStoryboard(name: "Onboarding", bundle: Bundle(for: OnboardingKit.self)).instantiateInitialViewController()
        }

        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
    }
}
