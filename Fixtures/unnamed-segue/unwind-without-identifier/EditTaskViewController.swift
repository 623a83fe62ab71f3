//
//  EditTaskViewController.swift
//  Todo
//

import UIKit

final class EditTaskViewController: UIViewController, SegueHandler {

    enum ViewControllerSegue: String {
        case saveUnwind
    }

    var task = Task(title: "", isDone: false)

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segueIdentifier(for: segue) {
        case .saveUnwind:
            task.title = task.title.trimmingCharacters(in: .whitespaces)
        }
    }
}
