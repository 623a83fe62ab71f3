//
//  RoutePickerView.swift
//  Cast
//
//  Created by Olu Adeyemi on 12/03/2021.
//

import UIKit

/// Shows where audio is going ("iPhone", "Kitchen HomePod"). Exported under a plain Objective-C
/// name because the storyboard refers to it without a module.
@objc(RoutePickerView) final class RoutePickerView: UIView {

    private let label = UILabel()

    var routeName: String? {
        didSet { label.text = routeName }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: centerXAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }
}
