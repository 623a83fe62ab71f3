//
//  LicensesViewController.swift
//  Tally
//
//  Created by Priya Raman on 17/08/2022.
//

import UIKit

struct License {
    var component: String
    var name: String
}

final class LicensesViewController: UITableViewController {

    private let licenses = [
        License(component: "Charts", name: "Apache 2.0"),
        License(component: "KeychainAccess", name: "MIT"),
        License(component: "SwiftCSV", name: "BSD 3-Clause"),
    ]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        licenses.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "LicenseCell", for: indexPath)
        cell.textLabel?.text = "\(licenses[indexPath.row].component) (\(licenses[indexPath.row].name))"
        return cell
    }
}
