//
//  RootNavigationController.swift
//  Banking
//
//  Presents the login screen over everything when the session expires.
//

import UIKit

final class RootNavigationController: UINavigationController, SegueHandler {

    enum ViewControllerSegue: String {
        case presentLogin
    }

    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        observer = NotificationCenter.default.addObserver(
            forName: .sessionDidExpire, object: nil, queue: .main) { [weak self] _ in
            self?.performSegue(withIdentifier: .presentLogin, sender: nil)
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segueIdentifier(for: segue) {
        case .presentLogin:
            (segue.destination as? LoginViewController)?.reason = .sessionExpired
        }
    }
}

extension Notification.Name {
    static let sessionDidExpire = Notification.Name("SessionDidExpire")
}
