//
//  ScopedLocals.swift
//  The same local name declared in several scopes holds a different value in each: every use
//  resolves to the innermost declaration it sees (a real chat app's cellForRowAt declared
//  `let id = "…"` in each case of a switch).
//

import UIKit

final class ConversationViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.section {
        case 0:
            let id = "LocationCell"
            return tableView.dequeueReusableCell(withIdentifier: id, for: indexPath) as! LocationCell
        case 1:
            let id = indexPath.row == 0 ? "AttachmentCell" : "AttachmentContinuationCell"
            return tableView.dequeueReusableCell(withIdentifier: id, for: indexPath) as! AttachmentCell
        default:
            if indexPath.row > 3 {
                let id = "MarkerCell"
                return tableView.dequeueReusableCell(withIdentifier: id, for: indexPath)
            }
            let id = makeIdentifier(indexPath)
            return tableView.dequeueReusableCell(withIdentifier: id, for: indexPath)
        }
    }

    func route(to row: Int) {
        var segueID = "showFirst"
        if row > 2 {
            segueID = "showLater"
        }
        performSegue(withIdentifier: segueID, sender: nil)
        let items = [1, 2].map { value -> String in
            let segueID = "inClosure\(value)"
            return segueID
        }
        _ = items
    }

    func makeIdentifier(_ indexPath: IndexPath) -> String { "Cell\(indexPath.row)" }
}

final class LocationCell: UITableViewCell {}
final class AttachmentCell: UITableViewCell {}

extension UITableView {
    /// A generic helper: `T` is whatever cell type the caller names, not a class called "T".
    func dequeue<T: UITableViewCell>(_ type: T.Type, for indexPath: IndexPath) -> T {
        dequeueReusableCell(withIdentifier: String(describing: T.self), for: indexPath) as! T
    }

    func dequeueLocation(for indexPath: IndexPath) -> LocationCell {
        dequeueReusableCell(withIdentifier: String(describing: LocationCell.self), for: indexPath) as! LocationCell
    }
}

final class LegacyRouter: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "OtherScene" {
        }
        switch segue.identifier {
        case "showHelp": print("help")
        case "showLegacy": break
        default: break
        }
    }
}
