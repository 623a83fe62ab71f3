//
//  ExpenseEditorViewController.swift
//  Ledger
//

import UIKit

struct Expense: Hashable, Codable {
    var amount: Decimal
    var category: String
    var date: Date
}

final class ExpenseEditorViewController: UIViewController {

    enum Mode {
        case add
        case edit(Expense)
    }

    var mode: Mode = .add

    override func viewDidLoad() {
        super.viewDidLoad()
        switch mode {
        case .add: title = "New Expense"
        case .edit(let expense): title = expense.category
        }
    }
}
