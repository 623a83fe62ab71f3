//
//  MenuViewController.swift
//  Podcasts
//

import UIKit

final class MenuViewController: UITableViewController {

    enum Row: Int {
        case library, downloads, subscriptions
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let row = Row(rawValue: indexPath.row) else { return }
        let segueID: String
        switch row {
        case .library:
            segueID = "showLibrary"
        case .downloads:
            segueID = "showDownloads"
        case .subscriptions:
            segueID = "showSubscriptions"
        }
        performSegue(withIdentifier: segueID, sender: self)
    }
}

final class LibraryViewController: UIViewController {}

final class DownloadsViewController: UIViewController {}
