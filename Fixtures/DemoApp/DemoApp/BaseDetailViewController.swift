//
//  BaseDetailViewController.swift
//  DemoApp
//
//  Shared base for detail screens that can show a receipt.
//

import UIKit

class BaseDetailViewController: UIViewController, SegueHandlerType {

    enum SegueIdentifier: String {
        case showReceipt
    }

    var isEditable = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        navigationItem.rightBarButtonItem = isEditable ? editButtonItem : nil
    }

    func showReceipt() {
        performSegueWithIdentifier(.showReceipt, sender: self)
    }
}
