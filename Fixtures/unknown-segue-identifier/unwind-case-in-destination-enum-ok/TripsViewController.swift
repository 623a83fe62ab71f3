import UIKit

final class TripsViewController: UIViewController {
    /// Every segue this screen takes part in: the one it performs and the unwinds that return to it.
    enum SegueIdentifier: String {
        case newTrip
        case saveTrip
        case cancelTrip
    }

    private var trips: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let identifier = segue.identifier.flatMap(SegueIdentifier.init(rawValue:)) else { return }
        switch identifier {
        case .newTrip:
            let newTrip = segue.destination as! NewTripViewController
            newTrip.suggestedName = "Trip \(trips.count + 1)"
        case .saveTrip, .cancelTrip:
            break
        }
    }

    @IBAction func unwindToTrips(_ segue: UIStoryboardSegue) {
        guard segue.identifier == SegueIdentifier.saveTrip.rawValue, let newTrip = segue.source as? NewTripViewController else { return }
        trips.append(newTrip.suggestedName)
    }
}
