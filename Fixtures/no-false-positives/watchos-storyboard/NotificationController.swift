//
//  NotificationController.swift
//  ResourceApp-watchOS
//
//  Used for both the dynamic and the dynamic interactive notification interface.
//

import WatchKit
import UserNotifications

class NotificationController: WKUserNotificationInterfaceController {

    override func didReceive(_ notification: UNNotification) {
        // Fill in the dynamic interface from notification.request.content.
    }
}
