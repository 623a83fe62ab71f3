import UIKit

final class InboxViewController: UIViewController {
    // The legacy deep link still names a segue that was removed; kept until the link is retired.
    func openLegacyLink() {
        performSegue(withIdentifier: "showThread", sender: nil) // seguelint:disable:this unknown-segue-identifier
    }

    // seguelint:disable:next unknown-segue-identifier
    func openMessage() { performSegue(withIdentifier: "showMessage", sender: nil) }

    // seguelint:disable misspelled-segue-identifer
    func openDraft() { performSegue(withIdentifier: "showDraft", sender: nil) }
    // seguelint:enable misspelled-segue-identifer
}
