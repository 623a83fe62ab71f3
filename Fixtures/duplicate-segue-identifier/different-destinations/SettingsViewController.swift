//
//  SettingsViewController.swift
//  Budget
//

import UIKit

final class SettingsViewController: UIViewController {

    let legalBaseURL = URL(string: "https://budget.example.com/legal")!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showLegal" {
            (segue.destination as? LegalDocumentViewController)?.baseURL = legalBaseURL
        }
    }
}
