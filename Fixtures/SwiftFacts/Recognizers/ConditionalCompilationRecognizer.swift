import UIKit

// Conditional compilation and suppression comments: the facts a target filters by and the
// comments findings are matched against.
class DirectivesViewController: UIViewController {
    // seguelint:disable unknown-segue-identifier
    func showNext() {
        #if os(iOS)
        performSegue(withIdentifier: "showPhone", sender: nil)
        #elseif os(tvOS)
        performSegue(withIdentifier: "showTV", sender: nil)
        #else
        performSegue(withIdentifier: "showOther", sender: nil)
        #endif
    }
    // seguelint:enable unknown-segue-identifier

    func showDebug() {
        #if DEBUG
        performSegue(withIdentifier: "showDebugMenu", sender: nil)  // seguelint:disable:this unknown-segue-identifier
        #endif
        // seguelint:disable:next unknown-segue-identifier
        performSegue(withIdentifier: "showLegacy", sender: nil)
    }
}
