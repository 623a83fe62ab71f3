//
//  Scenes.swift
//  Concern: scenes reached without a segue. Storyboards named in code, the scenes instantiated
//  from them (the cast that follows, the call that shows them), SwiftGen's and R.swift's
//  generated accessors, and WatchKit controllers pushed by name.
//

import UIKit
import WatchKit

final class SettingsCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let storyboard = UIStoryboard(name: "Settings", bundle: nil)
        let settings = storyboard.instantiateViewController(withIdentifier: "SettingsRoot") as! SettingsViewController
        settings.coordinator = self
        navigationController.pushViewController(settings, animated: true)
    }

    func showLogin() {
        let login = UIStoryboard(name: "Login", bundle: .main).instantiateInitialViewController() as! UINavigationController
        login.modalPresentationStyle = .fullScreen
        navigationController.present(login, animated: true)
    }

    func showMain(in window: UIWindow) {
        let isPad = UIDevice.current.userInterfaceIdiom == .pad
        let main = UIStoryboard(name: isPad ? "Main_iPad" : "Main", bundle: nil)
        window.rootViewController = main.instantiateInitialViewController()
        window.makeKeyAndVisible()
    }

    func showOnboarding() {
        // Near-miss: the storyboard lives in the OnboardingKit framework's bundle, not the app's:
        // neither the storyboard nor its scene can be checked here.
        let bundle = Bundle(for: OnboardingViewController.self)
        let welcome = UIStoryboard(name: "Onboarding", bundle: bundle).instantiateViewController(withIdentifier: "Welcome")
        navigationController.present(welcome, animated: true)
    }
}

final class SettingsViewController: UITableViewController {
    weak var coordinator: SettingsCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        // Near-miss: a nib is not a storyboard: no scene.
        let header = UINib(nibName: "SettingsHeader", bundle: nil).instantiate(withOwner: self).first as? UIView
        tableView.tableHeaderView = header
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let account = self.storyboard?.instantiateViewController(withIdentifier: "Account") as? AccountViewController
        else { return }
        account.user = coordinator?.user
        navigationController?.pushViewController(account, animated: true)
    }

    @IBAction func showNotifications(_ sender: Any) {
        let notifications = StoryboardScene.Main.settings.instantiate()
        present(notifications, animated: true)
    }

    @IBAction func showPrivacy(_ sender: Any) {
        if let privacy = R.storyboard.main.settings() {
            show(privacy, sender: self)
        }
    }

    @IBAction func showLicenses(_ sender: Any) {
        let licenses = storyboard!.instantiateViewController(withIdentifier: "Licenses")
        present(UINavigationController(rootViewController: licenses), animated: true)
    }

    // Near-miss: the identifier is the caller's, not known here: no instantiation.
    func makeScene(withIdentifier identifier: String) -> UIViewController {
        storyboard!.instantiateViewController(withIdentifier: identifier)
    }
}

final class OrdersInterfaceController: WKInterfaceController {
    @IBOutlet private var table: WKInterfaceTable!
    private var orders: [Order] = []

    override func table(_ table: WKInterfaceTable, didSelectRowAt rowIndex: Int) {
        pushController(withName: "OrderDetail", context: orders[rowIndex])
    }
}
