//
//  ShowDetailViewController.swift
//  TVGuide
//
//  Created by Hannah Okafor on 12/03/2021.
//

import UIKit

class ShowDetailViewController: UIViewController {

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var airsAtLabel: UILabel!

    var show: Show?

    private let timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let show = show else { return }
        title = show.network
        titleLabel.text = show.title
        airsAtLabel.text = timeFormatter.string(from: show.airsAt)
    }
}
