//
//  ConfigurableCell.swift
//  Harbor
//
//  Created by Jonas Eriksen on 14/02/2023.
//

import UIKit

/// A Library row that fills itself from a show. Only table cells can adopt it, so a cell cast to
/// it is still a `UITableViewCell` and can be returned from `tableView(_:cellForRowAt:)` as is.
protocol ConfigurableCell: UITableViewCell {
    func configure(with show: Show)
}
