//
//  ShowsViewController.swift
//  Reel
//
//  Created by Priya Raman on 12/03/2021.
//

import UIKit

final class ShowsViewController: MainViewController {

    override var searchScope: SearchScope { .shows }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ShowCell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row].name
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showShow", let detail = segue.destination as? TitleDetailViewController,
           let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) {
            detail.catalogTitle = titles[indexPath.row]
        }
        super.prepare(for: segue, sender: sender)
    }
}
