//
//  InboxViewController.swift
//  Mailer
//

import UIKit

final class InboxViewController: UIViewController {

    var messages: [String] = []

    func open(messageAt index: Int) {
        performSegue(withIdentifier: "showMessage", sender: messages[index])
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showMessage" {
            (segue.destination as? MessageViewController)?.body = sender as? String
        }
    }
}

final class MessageViewController: UIViewController {
    var body: String?
}
