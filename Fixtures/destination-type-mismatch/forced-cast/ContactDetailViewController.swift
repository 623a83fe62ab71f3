//
//  ContactDetailViewController.swift
//  Contacts
//

import UIKit

struct Contact: Hashable {
    var name: String
    var phone: String?
}

final class ContactDetailViewController: UIViewController {
    var contact: Contact?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = contact?.name
    }
}

final class ContactEditorViewController: UIViewController {
    var contact: Contact?
    var onSave: ((Contact) -> Void)?
}
