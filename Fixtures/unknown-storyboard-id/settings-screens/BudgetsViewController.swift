//
//  BudgetsViewController.swift
//  Tally
//
//  Created by Priya Raman on 17/08/2022.
//

import UIKit

struct Budget {
    var name: String
    var limit: Decimal
    var spent: Decimal
}

final class BudgetsViewController: UITableViewController {

    var budgets: [Budget] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        budgets.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BudgetCell", for: indexPath)
        cell.textLabel?.text = budgets[indexPath.row].name
        return cell
    }

    @IBAction func settingsTapped(_ sender: UIBarButtonItem) {
        guard let settings = UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController() else { return }
        present(settings, animated: true)
    }

    @IBAction func helpTapped(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "About Tally", style: .default) { [weak self] _ in self?.showAbout() })
        sheet.addAction(UIAlertAction(title: "Acknowledgements", style: .default) { [weak self] _ in self?.showAcknowledgements() })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = sender
        present(sheet, animated: true)
    }

    // About and the acknowledgements are scenes of Settings.storyboard, not of this one.

    private func showAbout() {
        let storyboard = UIStoryboard(name: "Settings", bundle: nil)
        guard let about = storyboard.instantiateViewController(withIdentifier: "About") as? AboutViewController else { return }
        navigationController?.pushViewController(about, animated: true)
    }

    private func showAcknowledgements() {
        let storyboard = UIStoryboard(name: "Settings", bundle: nil)
        let licenses = storyboard.instantiateViewController(withIdentifier: "Licences") as! LicensesViewController
        navigationController?.pushViewController(licenses, animated: true)
    }
}
