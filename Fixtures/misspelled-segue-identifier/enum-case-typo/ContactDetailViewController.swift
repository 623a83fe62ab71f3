//
//  ContactDetailViewController.swift
//  Contacts
//

import UIKit

struct Contact {
    var name: String
    var phone: String?
}

final class ContactDetailViewController: UIViewController {
    var contact: Contact?
}
