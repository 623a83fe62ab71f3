//
//  ContactsViewController.swift
//  Contacts
//

import UIKit

final class ContactsViewController: UITableViewController, SegueHandlerType {

    enum SegueIdentifier: String {
        case showDetial
        case addContact
    }

    private var contacts: [Contact] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contacts.count
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let detail = segue.destination as! ContactDetailViewController
        switch segueIdentifierForSegue(segue) {
        case .showDetial:
            guard let indexPath = tableView.indexPathForSelectedRow else { return }
            detail.contact = contacts[indexPath.row]
        case .addContact:
            detail.contact = Contact(name: "", phone: nil)
            detail.isEditing = true
        }
    }
}
