//
//  SceneDelegate.swift
//  Brewlog
//
//  Created by Tomás Ferreira on 02/02/2024.
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    let journal = BrewJournal()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let navigation = UIStoryboard(name: "Main", bundle: .main).instantiateInitialViewController() as? UINavigationController
        (navigation?.topViewController as? BrewsViewController)?.journal = journal
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
    }

    /// The "Beans" Home Screen quick action.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        guard shortcutItem.type == "com.brewlog.beans" else { return completionHandler(false) }
        let variant = windowScene.traitCollection.userInterfaceIdiom == .pad ? ".iPad" : ""
        let beans = UIStoryboard(name: "Beans\(variant)", bundle: nil)
        guard let library = beans.instantiateInitialViewController() else { return completionHandler(false) }
        window?.rootViewController?.present(library, animated: true)
        completionHandler(true)
    }
}
