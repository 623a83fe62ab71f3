//
//  StoryboardInstantiable.swift
//  Parcel
//
//  Created by Lukas Brandt on 08/06/2021.
//

import UIKit

/// A view controller whose scene's Storyboard ID is its class name.
protocol StoryboardInstantiable: UIViewController {
    static var storyboardName: String { get }
}

extension StoryboardInstantiable {
    static var storyboardID: String { String(describing: self) }

    static func instantiate() -> Self {
        UIStoryboard(name: storyboardName, bundle: nil).instantiateViewController(withIdentifier: storyboardID) as! Self
    }
}

extension UIStoryboard {
    static var main: UIStoryboard { UIStoryboard(name: "Main", bundle: nil) }
}

/// Storyboard IDs used from more than one place.
enum SceneID {
    static let shipmentDetail = "ShipmentDetail"
}
