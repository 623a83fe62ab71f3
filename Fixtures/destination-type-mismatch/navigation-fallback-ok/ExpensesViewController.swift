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
            guard let expense = sender as? Expense else { return }
            // The editor is shown wrapped in a navigation controller on iPhone and bare in the iPad
            // popover of an older layout: the code handles both, whichever the storyboard has.
            if let editor = segue.destination as? ExpenseEditorViewController {
                editor.mode = .edit(expense)
            } else if let navigation = segue.destination as? UINavigationController,
                      let editor = navigation.topViewController as? ExpenseEditorViewController {
                editor.mode = .edit(expense)
            }
        default:
            break
        }
    }
}
