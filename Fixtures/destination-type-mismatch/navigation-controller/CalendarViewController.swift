//
//  CalendarViewController.swift
//  Agenda
//

import UIKit

final class CalendarViewController: UIViewController {

    private var events: [CalendarEvent] = []
    private var selectedDay = Calendar.current.startOfDay(for: Date())

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showEvent" {
            let detail = segue.destination as! EventDetailViewController
            detail.event = sender as? CalendarEvent
        } else if segue.identifier == "addEvent" {
            // The editor was embedded in a navigation controller to get Cancel/Add bar buttons.
            let editor = segue.destination as! EventEditorViewController
            editor.startDate = selectedDay
            editor.delegate = self
        }
    }
}

extension CalendarViewController: EventEditorDelegate {
    func eventEditor(_ editor: EventEditorViewController, didAdd event: CalendarEvent) {
        events.append(event)
        editor.dismiss(animated: true)
    }
}
