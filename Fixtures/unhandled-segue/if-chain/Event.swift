//
//  Event.swift
//  Meetup
//

import UIKit

struct Event {
    var title: String
    var venue: String
    var attendees: [String]
}

final class VenueViewController: UIViewController {
    var venue: String?
    var isSharing = false
}

final class AttendeesViewController: UITableViewController {
    var names: [String] = []
}
