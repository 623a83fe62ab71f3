//
//  Reusable.swift
//  Roster
//
//  Created by Mei Lin Chow on 21/02/2024.
//

import UIKit

/// Cells are registered and dequeued under their class name.
protocol Reusable {}

extension Reusable {
    static var reuseIdentifier: String { String(describing: self) }
}

extension UITableViewCell: Reusable {}
