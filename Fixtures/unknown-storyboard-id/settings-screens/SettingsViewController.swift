//
//  SettingsViewController.swift
//  Tally
//
//  Created by Priya Raman on 17/08/2022.
//

import UIKit

final class SettingsViewController: UITableViewController {

    private enum Row: CaseIterable {
        case currency, about, privacy

        var title: String {
            switch self {
            case .currency: return "Currency"
            case .about: return "About Tally"
            case .privacy: return "Privacy"
            }
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SettingsCell", for: indexPath)
        cell.textLabel?.text = Row.allCases[indexPath.row].title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch Row.allCases[indexPath.row] {
        case .currency:
            showCurrencyPicker()
        case .about:
            guard let about = storyboard?.instantiateViewController(withIdentifier: "About") as? AboutViewController else { return }
            show(about, sender: self)
        case .privacy:
            if let privacy = storyboard?.instantiateViewController(withIdentifier: "Privacy") {
                show(privacy, sender: self)
            }
        }
    }

    @IBAction func doneTapped(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }

    private func showCurrencyPicker() {
        let picker = UIAlertController(title: "Currency", message: nil, preferredStyle: .actionSheet)
        for code in ["EUR", "GBP", "INR", "USD"] {
            picker.addAction(UIAlertAction(title: code, style: .default) { _ in
                UserDefaults.standard.set(code, forKey: "currency")
            })
        }
        picker.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(picker, animated: true)
    }
}
