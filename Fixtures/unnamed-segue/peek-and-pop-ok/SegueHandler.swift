//
//  SegueHandler.swift
//  Banking
//
//  Big Nerd Ranch flavour of the segue-handler pattern.
//

import UIKit

protocol SegueHandler {
    associatedtype ViewControllerSegue: RawRepresentable
}

extension SegueHandler where Self: UIViewController, ViewControllerSegue.RawValue == String {

    func performSegue(withIdentifier segue: ViewControllerSegue, sender: Any?) {
        performSegue(withIdentifier: segue.rawValue, sender: sender)
    }

    func segueIdentifier(for segue: UIStoryboardSegue) -> ViewControllerSegue {
        let identifier = segue.identifier ?? ""
        guard let identifierCase = ViewControllerSegue(rawValue: identifier) else {
            fatalError("Could not map segue identifier -- \(identifier) -- to segue case")
        }
        return identifierCase
    }
}
