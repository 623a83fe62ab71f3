//
//  ContactDetailViewController.swift
//  Contacts
//
//  Created by Oliver Bennett on 04/05/2023.
//

import UIKit

final class ContactDetailViewController: UITableViewController {

    var contact: Contact!

    private enum Section: Int, CaseIterable {
        case phones, emails, linked, notes
    }

    private var linkedContacts: [Contact] = []

    #warning("Postal addresses: add an AddressCell prototype, then tableView.dequeueReusableCell(withIdentifier: \"AddressCell\", for: indexPath)")

    override func viewDidLoad() {
        super.viewDidLoad()
        title = contact.displayName
        linkedContacts = ContactStore.shared.contacts(linkedTo: contact)
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .phones: return contact.phoneNumbers.count
        case .emails: return contact.emailAddresses.count
        case .linked: return linkedContacts.count
        case .notes: return contact.note.isEmpty ? 0 : 1
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        Section(rawValue: section) == .linked && !linkedContacts.isEmpty ? "Linked Contacts" : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch Section(rawValue: indexPath.section)! {
        case .phones:
            let cell = dequeueCell("PhoneCell", for: indexPath)
            cell.detailTextLabel?.text = contact.phoneNumbers[indexPath.row]
            return cell
        case .emails:
            let cell = dequeueCell("EmailCell", for: indexPath)
            cell.detailTextLabel?.text = contact.emailAddresses[indexPath.row]
            return cell
        case .linked:
            let cell = tableView.dequeueReusableCell(withIdentifier: "ContactCell")!
            cell.textLabel?.text = linkedContacts[indexPath.row].displayName
            cell.detailTextLabel?.text = linkedContacts[indexPath.row].company
            return cell
        case .notes:
            let cell = tableView.dequeueReusableCell(withIdentifier: "Legacy") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Legacy")
            cell.textLabel?.text = "Notes"
            cell.detailTextLabel?.text = contact.note
            cell.detailTextLabel?.numberOfLines = 0
            return cell
        }
    }

    private func dequeueCell(_ identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.selectionStyle = .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard Section(rawValue: indexPath.section) == .linked else { return }
        let linked = linkedContacts[indexPath.row]
        guard let detail = storyboard?.instantiateViewController(withIdentifier: "ContactDetail") as? ContactDetailViewController else { return }
        detail.contact = linked
        show(detail, sender: self)
    }
}
