//
//  PlayerViewController.swift
//  Cast
//
//  Created by Olu Adeyemi on 12/03/2021.
//

import UIKit
import AVKit

class PlayerViewController: UIViewController {

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var playButton: UIButton!
    @IBOutlet weak var systemRoutePicker: AVRoutePickerView!
    @IBOutlet weak var routePickerView: RoutePickerView!
    /// The "Playing on …" banner, shown while audio goes to an AirPlay device.
    @IBOutlet weak var airPlayUIView: UIView!

    private let player = AVPlayer()
    var episode = Episode.latest

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = episode.title
        player.replaceCurrentItem(with: AVPlayerItem(url: episode.audioURL))
        systemRoutePicker.prioritizesVideoDevices = false
        systemRoutePicker.activeTintColor = .systemPink
        NotificationCenter.default.addObserver(self, selector: #selector(routeChanged),
                                               name: AVAudioSession.routeChangeNotification, object: nil)
        routeChanged()
    }

    @objc private func routeChanged() {
        let outputs = AVAudioSession.sharedInstance().currentRoute.outputs
        DispatchQueue.main.async {
            self.airPlayUIView.isHidden = !outputs.contains { $0.portType == .airPlay }
            self.routePickerView.routeName = outputs.first?.portName
        }
    }

    @IBAction func playTapped(_ sender: UIButton) {
        if player.timeControlStatus == .playing {
            player.pause()
        } else {
            player.play()
        }
        sender.isSelected = player.rate > 0
    }
}
