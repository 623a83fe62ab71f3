//
//  NotificationController.swift
//  Trailhead WatchKit Extension
//
//  Created by Ines Carvalho on 03/09/2022.
//
//  The dynamic interface of the "turnaround" reminder.
//

import WatchKit
import UserNotifications

final class NotificationController: WKUserNotificationInterfaceController {

    override func didReceive(_ notification: UNNotification) {
        // The static interface's label shows the alert body.
    }
}
