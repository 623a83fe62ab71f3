//
//  SceneDelegate.swift
//  Recipes (shared by the iPhone and the iPad target)
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        // Each target ships one of the two storyboards: the iPhone app never runs the iPad branch.
        let name = UIDevice.current.userInterfaceIdiom == .pad ? "Main_iPad" : "Main"
        let storyboard = UIStoryboard(name: name, bundle: nil)
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = storyboard.instantiateInitialViewController()
        window?.makeKeyAndVisible()
    }
}
