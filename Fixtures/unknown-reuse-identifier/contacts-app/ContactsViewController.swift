//
//  ContactsViewController.swift
//  Contacts
//
//  Created by Oliver Bennett on 04/05/2023.
//

import UIKit

final class ContactsViewController: UITableViewController {

    private enum Section: Int, CaseIterable {
        case favourites, all, footer
    }

    private let store = ContactStore.shared
    private var favourites: [Contact] = []
    private var contacts: [Contact] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Footer")
        reload()
    }

    func reload() {
        contacts = store.allContacts.sorted { $0.familyName < $1.familyName }
        favourites = contacts.filter(\.isFavorite)
        tableView.reloadData()
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .favourites: return favourites.count
        case .all: return contacts.count
        case .footer: return 1
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch Section(rawValue: section)! {
        case .favourites: return favourites.isEmpty ? nil : "Favourites"
        case .all: return "All Contacts"
        case .footer: return nil
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch Section(rawValue: indexPath.section)! {
        case .favourites:
            let cell = tableView.dequeueReusableCell(withIdentifier: "FavouriteCell", for: indexPath)
            cell.textLabel?.text = favourites[indexPath.row].displayName
            return cell
        case .all:
            // Before 2.0: tableView.dequeueReusableCell(withIdentifier: "ContactTableViewCell", for: indexPath)
            let cell = tableView.dequeueReusableCell(withIdentifier: "ContactCell", for: indexPath) as! ContactCell
            cell.configure(with: contacts[indexPath.row])
            return cell
        case .footer:
            let cell = tableView.dequeueReusableCell(withIdentifier: "Footer", for: indexPath)
            cell.textLabel?.text = contacts.count == 1 ? "1 Contact" : "\(contacts.count) Contacts"
            cell.textLabel?.textAlignment = .center
            cell.textLabel?.textColor = .secondaryLabel
            cell.selectionStyle = .none
            return cell
        }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let contact: Contact
        switch Section(rawValue: indexPath.section)! {
        case .favourites: contact = favourites[indexPath.row]
        case .all: contact = contacts[indexPath.row]
        case .footer: return
        }
        guard let detail = storyboard?.instantiateViewController(withIdentifier: "ContactDetail") as? ContactDetailViewController else { return }
        detail.contact = contact
        show(detail, sender: self)
    }
}
