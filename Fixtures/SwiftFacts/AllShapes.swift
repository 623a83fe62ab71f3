import UIKit

// Every way seguelint recognises a segue identifier in code. The stored dump beside this file
// (AllShapes.swift.facts) is the expected extraction.

protocol SegueHandlerType {
    associatedtype SegueIdentifier: RawRepresentable
}

class PeopleViewController: UITableViewController, SegueHandlerType {
    enum SegueIdentifier: String {
        case showPerson, addPerson = "add-person"
        case `default`
    }

    enum CellKind: Int { case plain }

    private enum Segues {
        static let help = "showHelp"
        static let about: String = "showAbout"
    }

    let title2 = "👤 People"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segueIdentifierForSegue(segue) {
        case .showPerson: break
        case .addPerson, .default: break
        }
        super.prepare(for: segue, sender: sender)
    }

    func help() {
        performSegue(withIdentifier: Segues.help, sender: self)
        self.performSegue(withIdentifier: "literal", sender: nil)
        navigationController?.performSegue(withIdentifier: "elsewhere", sender: nil)
        performSegueWithIdentifier(.showPerson, sender: nil)
        performSegue(withIdentifier: SegueIdentifier.addPerson.rawValue, sender: nil)
    }

    func pick(row: Int) {
        let segueID: String
        switch row {
        case 0: segueID = "first"
        default: segueID = row > 3 ? "big" : "small"
        }
        performSegue(withIdentifier: segueID, sender: nil)
    }
}

extension PeopleViewController {
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        return identifier != "blocked"
    }
}

final class SettingsViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let identifier = segue.identifier else { return }
        switch identifier {
        case "embedPreferences", "embedOther": break
        case Segues.help: break
        default: break
        }
        if segue.identifier == "showLegal" {
        } else if "showTerms" == segue.identifier {
        } else {
        }
        switch segue.identifier {
        case "optional"?: break
        case .some("some"): break
        default: break
        }
    }

    func ignored(user: User) {
        if user.identifier == "admin" {}
    }
}

class RouterViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let scene = segue.identifier {
            let selector = NSSelectorFromString("routeTo\(scene)WithSegue:")
            _ = selector
        }
    }
}

class WindowController: NSWindowController {
    func open() {
        performSegue(withIdentifier: NSStoryboardSegue.Identifier("showPrefs"), sender: nil)
        performSegue(withIdentifier: .init("showAbout"), sender: nil)
    }
}

struct Outer {
    enum ViewControllerSegue: String { case unnamed = "" }
}
