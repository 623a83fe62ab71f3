//
//  HomeViewController.swift
//  Parcel
//

import UIKit

final class HomeViewController: UIViewController {

    private(set) var parcels: [Parcel] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "trackParcel", let tracking = segue.destination as? TrackingViewController {
            tracking.parcel = parcels.first { !$0.isDelivered }
        }
    }

    // MARK: - Unwind actions
    //
    // The storyboard was built against the Swift 2 names. Rather than edit the
    // storyboard XML, the selectors are pinned with @objc(...).

    /// Close button: the Swift name changed, the selector did not.
    @objc(unwindToHome:)
    func returnHome(from segue: UIStoryboardSegue) {}

    /// "Mark as Delivered": the Swift 3 label `segue` would make the selector
    /// unwindToHomeAfterDeliveryWithSegue:, so it is pinned explicitly.
    @objc(unwindToHomeAfterDelivery:)
    func unwindToHomeAfterDelivery(segue: UIStoryboardSegue) {
        guard let tracking = segue.source as? TrackingViewController,
              let index = parcels.firstIndex(where: { $0.id == tracking.parcel?.id }) else { return }
        parcels[index].isDelivered = true
    }
}
