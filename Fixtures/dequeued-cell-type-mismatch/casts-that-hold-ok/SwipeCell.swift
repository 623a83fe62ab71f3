//
//  SwipeCell.swift
//  Harbor
//
//  Created by Jonas Eriksen on 22/06/2023.
//

import UIKit
import MGSwipeTableCell

/// The swipeable cell of the MGSwipeTableCell pod (Objective-C), under the name the app uses.
typealias SwipeCell = MGSwipeTableCell

extension SwipeCell {

    /// One red button behind the row, revealed by swiping left.
    func setRemoveButton(_ handler: @escaping () -> Void) {
        let remove = MGSwipeButton(title: "Remove", backgroundColor: .systemRed) { _ in
            handler()
            return true
        }
        rightButtons = [remove]
        rightSwipeSettings.transition = .border
    }
}
