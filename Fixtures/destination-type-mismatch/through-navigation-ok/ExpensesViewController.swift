//
//  ExpensesViewController.swift
//  Ledger
//

import UIKit

final class ExpensesViewController: UITableViewController {

    private var expenses: [Expense] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "editExpense", sender: expenses[indexPath.row])
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let identifier = segue.identifier else { return }
        switch identifier {
        case "addExpense":
            let editor = (segue.destination as! UINavigationController).topViewController as! ExpenseEditorViewController
            editor.mode = .add
        case "editExpense":
            let navigation = segue.destination as! UINavigationController
            guard let editor = navigation.viewControllers.first as? ExpenseEditorViewController,
                  let expense = sender as? Expense else { return }
            editor.mode = .edit(expense)
        default:
            break
        }
    }
}
