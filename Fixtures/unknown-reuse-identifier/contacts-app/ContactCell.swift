//
//  ContactCell.swift
//  Contacts
//
//  Created by Oliver Bennett on 04/05/2023.
//

import UIKit

final class ContactCell: UITableViewCell {

    func configure(with contact: Contact) {
        textLabel?.text = contact.displayName
        detailTextLabel?.text = contact.company
        accessoryType = .disclosureIndicator
    }
}
