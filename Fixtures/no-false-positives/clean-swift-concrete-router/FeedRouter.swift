//
//  FeedRouter.swift
//  Gather
//

import UIKit

struct Event: Hashable {
    var title: String
    var organizer: String
}

@objc protocol FeedRoutingLogic {
    func routeToShowEvent(segue: UIStoryboardSegue?)
    func routeToShowOrganizer(segue: UIStoryboardSegue?)
}

/// Conforming to the @objc protocol makes these implementations @objc too.
final class FeedRouter: NSObject, FeedRoutingLogic {
    weak var viewController: FeedViewController?

    func routeToShowEvent(segue: UIStoryboardSegue?) {
        guard let row = viewController?.tableView.indexPathForSelectedRow?.row else { return }
        (segue?.destination as? EventViewController)?.event = viewController?.events[row]
    }

    func routeToShowOrganizer(segue: UIStoryboardSegue?) {
        guard let row = viewController?.tableView.indexPathForSelectedRow?.row else { return }
        (segue?.destination as? OrganizerViewController)?.name = viewController?.events[row].organizer
    }
}

final class EventViewController: UIViewController {
    var event: Event?
}

final class OrganizerViewController: UIViewController {
    var name: String?
}
