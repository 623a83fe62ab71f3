//
//  ToggleCell.swift
//  Daybreak
//
//  Created by Tomas Lindqvist on 11/04/2021.
//

import UIKit

/// A settings row with a switch. The subtitle label exists only in the prototypes that have one.
final class ToggleCell: UITableViewCell {

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var subtitleLabel: UILabel?
    @IBOutlet weak var toggle: UISwitch!

    var onChange: ((Bool) -> Void)?

    override func prepareForReuse() {
        super.prepareForReuse()
        onChange = nil
    }

    @IBAction func toggleChanged(_ sender: UISwitch) {
        onChange?(sender.isOn)
    }
}
