//
//  EventViewController.swift
//  Meetup
//

import UIKit

final class EventViewController: UIViewController {

    var event: Event!

    func shareLocation() {
        performSegue(withIdentifier: "shareVenue", sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showVenue" {
            let venueController = segue.destination as! VenueViewController
            venueController.venue = event.venue
        } else if segue.identifier == "showAttendees" {
            let attendeesController = segue.destination as! AttendeesViewController
            attendeesController.names = event.attendees
        }
    }
}
