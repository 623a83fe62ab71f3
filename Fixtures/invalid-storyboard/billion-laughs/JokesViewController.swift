//
//  JokesViewController.swift
//  Laughs
//

import UIKit

final class JokesViewController: UIViewController {

    @IBAction func tellJoke(_ sender: Any) {
        performSegue(withIdentifier: "showPunchline", sender: sender)
    }
}

final class PunchlineViewController: UIViewController {}
