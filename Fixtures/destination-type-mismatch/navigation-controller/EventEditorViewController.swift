//
//  EventEditorViewController.swift
//  Agenda
//

import UIKit

struct CalendarEvent: Hashable {
    var title: String
    var start: Date
    var end: Date
}

protocol EventEditorDelegate: AnyObject {
    func eventEditor(_ editor: EventEditorViewController, didAdd event: CalendarEvent)
}

final class EventEditorViewController: UIViewController {
    weak var delegate: EventEditorDelegate?
    var startDate = Date()
}

final class EventDetailViewController: UIViewController {
    var event: CalendarEvent?
}
