//
//  HomeViewController.swift
//  Fitness
//

import UIKit

final class HomeViewController: UIViewController {

    var user: User?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "ShowHelp":
            let help = segue.destination as! HelpViewController
            help.topic = .gettingStarted
        case "showAccount":
            let account = segue.destination as! AccountViewController
            account.user = user
        default:
            break
        }
    }
}
