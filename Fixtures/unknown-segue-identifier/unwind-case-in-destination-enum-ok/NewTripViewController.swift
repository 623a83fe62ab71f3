import UIKit

final class NewTripViewController: UIViewController {
    var suggestedName = ""

    @IBAction private func save(_ sender: UIBarButtonItem) {
        performSegue(withIdentifier: "saveTrip", sender: sender)
    }

    @IBAction private func cancel(_ sender: UIBarButtonItem) {
        performSegue(withIdentifier: "cancelTrip", sender: sender)
    }
}
