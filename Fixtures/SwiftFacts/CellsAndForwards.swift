//
//  CellsAndForwards.swift
//  Fact kinds the other dump fixtures don't show: registrations, self-named reuse identifiers,
//  segues built in code, forwarded prepare, implicitly unwrapped state, controller properties.
//

import UIKit

final class ContactCell: UITableViewCell {
    static var reuseIdentifier: String { String(describing: self) }
}

final class ContactsViewController: UITableViewController {
    var contact: Contact!
    var detailViewController: ContactDetailViewController?
    var embedded: ContactsHeaderViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.register(UINib(nibName: "GroupCell", bundle: nil), forCellReuseIdentifier: "GroupCell")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        embedded?.prepare(for: segue, sender: sender)
    }

    func showFaded(_ destination: UIViewController) {
        let segue = FadeSegue(identifier: "fadeToDetail", source: self, destination: destination)
        segue.perform()
    }
}

final class ContactsHeaderViewController: UIViewController {}
final class ContactDetailViewController: UIViewController {}
final class FadeSegue: UIStoryboardSegue {}
struct Contact {}
