//
//  WelcomeViewController.swift
//  Kaffeehaus
//
//  Created by Jonas Becker on 12/03/2021.
//

import UIKit

final class WelcomeViewController: UIViewController {

    @IBOutlet private weak var greetingLabel: UILabel!

    private let guestName = UserDefaults.standard.string(forKey: "guestName")

    override func viewDidLoad() {
        super.viewDidLoad()
        if let guestName {
            greetingLabel.text = String(format: NSLocalizedString("Hello, %@", comment: "Greeting with the guest's name"), guestName)
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showMenu", let menu = segue.destination as? MenuViewController {
            menu.day = Date()
        }
    }
}
