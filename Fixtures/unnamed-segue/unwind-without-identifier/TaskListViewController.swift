//
//  TaskListViewController.swift
//  Todo
//

import UIKit

struct Task {
    var title: String
    var isDone: Bool
}

final class TaskListViewController: UIViewController {

    private var tasks: [Task] = []

    @IBAction func unwindToTaskList(_ segue: UIStoryboardSegue) {
        guard segue.identifier == "saveUnwind",
              let editor = segue.source as? EditTaskViewController else { return }
        tasks.append(editor.task)
    }
}
