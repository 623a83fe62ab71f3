//
//  Cells.swift
//  Roster
//
//  Created by Mei Lin Chow on 21/02/2024.
//

import UIKit

final class PersonCell: UITableViewCell {

    func configure(with person: Person) {
        textLabel?.text = person.name
        detailTextLabel?.text = "\(person.jobTitle), \(person.team)"
    }
}

/// A label and a value; the prototype in Main.storyboard is named after the class.
final class PlainCell: UITableViewCell {}

/// Laid out in BadgeCell.xib, which PersonDetailViewController registers.
final class BadgeCell: UITableViewCell {

    @IBOutlet private weak var iconView: UIImageView!
    @IBOutlet private weak var titleLabel: UILabel!

    func configure(with badge: Badge) {
        iconView.image = UIImage(systemName: badge.symbolName)
        titleLabel.text = badge.title
    }
}
