//
//  BeansViewController.swift
//  Brewlog
//
//  Created by Tomás Ferreira on 16/02/2024.
//

import UIKit

/// The bean library. `Beans.storyboard` lays it out for iPhone, `Beans.iPad.storyboard` for iPad.
final class BeansViewController: UITableViewController {

    private var beans = ["Kenya Gichathaini", "Ethiopia Guji", "Colombia Huila"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        beans.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BeanCell", for: indexPath)
        cell.textLabel?.text = beans[indexPath.row]
        return cell
    }

    @IBAction func closeTapped(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }
}
