//
//  SettingsViewController.swift
//  Metronome
//
//  Created by Lena Hartmann on 12/03/2021.
//

import UIKit

class SettingsViewController: UIViewController {

    @IBOutlet weak var accentSwitch: UISwitch!
    @IBOutlet weak var summaryLabel: UILabel!

    var tempo = 120

    override func viewDidLoad() {
        super.viewDidLoad()
        accentSwitch.isOn = UserDefaults.standard.bool(forKey: "accentFirstBeat")
        summaryLabel.text = "Current tempo: \(tempo) BPM"
    }

    @IBAction func accentChanged(_ sender: UISwitch) {
        UserDefaults.standard.set(sender.isOn, forKey: "accentFirstBeat")
    }
}
