//
//  TempoViewController.swift
//  Metronome
//
//  Created by Lena Hartmann on 12/03/2021.
//

import UIKit

class TempoViewController: UIViewController {

    @IBOutlet weak var tempoLabel: UILabel!
    @IBOutlet weak var tempoSlider: UISlider!

    private(set) var tempo = 120 {
        didSet { tempoLabel.text = "\(tempo) BPM" }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tempoSlider.value = Float(tempo)
        tempoLabel.text = "\(tempo) BPM"
    }

    @IBAction func tempoChanged(_ sender: UISlider) {
        tempo = Int(sender.value.rounded())
    }

    @IBAction func settingsTapped(_ sender: UIBarButtonItem) {
        performSegue(withIdentifier: "showSettings", sender: sender)
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        #if DEBUG
        // Shake to open the debug menu (timing diagnostics) in development builds.
        if motion == .motionShake {
            performSegue(withIdentifier: "showDebugMenu", sender: self)
        }
        #endif
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let settings = segue.destination as? SettingsViewController {
            settings.tempo = tempo
        }
    }
}
