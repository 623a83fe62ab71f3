//
//  SplashViewController.swift
//  Lantern
//

import UIKit

final class SplashViewController: UIViewController {

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Session.shared.restore { [weak self] user in
            guard user != nil else { return }
            self?.performSegue(withIdentifier: "showHome", sender: nil)
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showHome", let fade = segue as? FadeSegue {
            fade.duration = 0.6
        }
    }

    @IBAction func unwindToSplash(_ segue: UIStoryboardSegue) {
        Session.shared.signOut()
    }
}

final class HomeViewController: UIViewController {}

final class Session {
    static let shared = Session()
    private(set) var user: String?

    func restore(completion: @escaping (String?) -> Void) { completion(user) }
    func signOut() { user = nil }
}
