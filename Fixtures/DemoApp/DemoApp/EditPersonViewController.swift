//
//  EditPersonViewController.swift
//  DemoApp
//

import UIKit

class EditPersonViewController: UIViewController, SegueHandler {

    enum ViewControllerSegue: String {
        case saveUnwind
        case unnamed = ""
    }

    @IBOutlet weak var nameField: UITextField!
    @IBOutlet weak var emailField: UITextField!

    /// The person being edited, or nil when adding a new one.
    var person: Person?

    /// Set right before the "saveUnwind" segue fires; read by PeopleViewController.
    private(set) var editedPerson: Person?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = person == nil ? "New Person" : "Edit Person"
        nameField.text = person?.name
        emailField.text = person?.email
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        nameField.becomeFirstResponder()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segueIdentifier(for: segue) {
        case .saveUnwind:
            var updated = person ?? Person.empty
            updated.name = nameField.text ?? ""
            updated.email = emailField.text ?? ""
            editedPerson = updated
        case .unnamed:
            // Cancel button: unwinds without an identifier.
            break
        }
    }
}
