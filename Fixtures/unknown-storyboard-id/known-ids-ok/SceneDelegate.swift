//
//  SceneDelegate.swift
//  Parcel
//
//  Created by Lukas Brandt on 08/06/2021.
//

import UIKit
import UserNotifications

final class SceneDelegate: UIResponder, UIWindowSceneDelegate, UNUserNotificationCenterDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        UNUserNotificationCenter.current().delegate = self
    }

    /// "Out for delivery" notifications open the shipment.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        defer { completionHandler() }
        guard let trackingNumber = response.notification.request.content.userInfo["trackingNumber"] as? String,
              let navigation = window?.rootViewController as? UINavigationController,
              let detail = UIStoryboard.main.instantiateViewController(withIdentifier: "ShipmentDetail") as? ShipmentDetailViewController
        else { return }
        detail.shipment = Shipment(trackingNumber: trackingNumber, carrier: .unknown)
        navigation.pushViewController(detail, animated: true)
    }
}
