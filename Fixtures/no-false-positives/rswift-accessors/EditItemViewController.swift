//
//  EditItemViewController.swift
//  Stockroom
//
//  Created by Amadou Diallo on 08/11/2021.
//

import UIKit

protocol EditItemViewControllerDelegate: AnyObject {
    func editItemViewController(_ controller: EditItemViewController, didSave item: Item)
}

final class EditItemViewController: UIViewController {

    weak var delegate: EditItemViewControllerDelegate?
    private var draft = Item(name: "", quantity: 0)

    @IBAction func cancelTapped(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }

    @IBAction func saveTapped(_ sender: UIBarButtonItem) {
        delegate?.editItemViewController(self, didSave: draft)
        dismiss(animated: true)
    }
}
