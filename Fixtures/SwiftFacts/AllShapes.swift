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
        loader.load { [weak self] in
            self?.performSegue(withIdentifier: "loadedWeak", sender: nil)
            guard let strongSelf = self else { return }
            strongSelf.performSegue(withIdentifier: "loadedStrong", sender: nil)
            other.performSegue(withIdentifier: "loadedOther", sender: nil)
        }
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

// Destination casts tied to branches, unwind actions and Clean Swift routes.
class DetailHostViewController: UIViewController {
    var router: (NSObjectProtocol & DetailRoutingLogic & DetailDataPassing)?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail", let detail = segue.destination as? DetailViewController {
            _ = detail
        } else if segue.identifier == "showMap" {
            let map = (segue.destination as! UINavigationController).topViewController as! MapViewController
            _ = map
        } else {
            _ = segue.destination as! FallbackViewController
        }
        switch segue.identifier {
        case "embed"?:
            if let nav = segue.destination as? UINavigationController,
               let child = nav.viewControllers.first as? ChildViewController { _ = child }
        default:
            _ = segue.destination as? IgnoredViewController
        }
    }

    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {}
    @IBAction func unwindWithLabel(segue: UIStoryboardSegue) {}
    @IBAction func unwind(from segue: UIStoryboardSegue) {}
    @objc(unwindToStart:) func goBack(_ segue: UIStoryboardSegue) {}
    func notExposed(_ segue: UIStoryboardSegue) {}
}

@objc protocol DetailRoutingLogic {
    func routeToShowMap(segue: UIStoryboardSegue?)
}

class DetailRouter: NSObject, DetailRoutingLogic {
    func routeToShowMap(segue: UIStoryboardSegue?) {}
    @objc func routeToShowDetial(segue: UIStoryboardSegue?) {}
}
