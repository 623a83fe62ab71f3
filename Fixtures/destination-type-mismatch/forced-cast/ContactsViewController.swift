//
//  ContactsViewController.swift
//  Contacts
//

import UIKit

final class ContactsViewController: UITableViewController {

    private var contacts: [Contact] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "showContact", sender: contacts[indexPath.row])
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "addContact"?:
            let editor = segue.destination as! ContactEditorViewController
            editor.contact = Contact(name: "", phone: nil)
            editor.onSave = { [weak self] contact in self?.contacts.append(contact) }
        case "showContact"?:
            let detail = segue.destination as! ContactEditorViewController
            detail.contact = sender as? Contact
        default:
            break
        }
    }
}
