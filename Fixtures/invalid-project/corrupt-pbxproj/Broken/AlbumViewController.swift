//
//  AlbumViewController.swift
//  Broken
//
//  Created by Dee Mensah on 12/03/2021.
//

import UIKit

class AlbumViewController: UIViewController {

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var conditionLabel: UILabel!

    var album: Album?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = album?.artist
        titleLabel.text = album?.title
        conditionLabel.text = album.map { "Condition: \($0.condition.rawValue)" }
    }
}
