//
//  PhotoViewController.swift
//  Photon
//
//  Created by Priya Raman on 12/03/2021.
//

import UIKit

class PhotoViewController: UIViewController {

    /// The storyboard gives this image view the GIF pod's animated subclass, so animated
    /// images play; the code only needs what UIImageView has.
    @IBOutlet weak var imageView: UIImageView!
    @IBOutlet weak var dateLabel: UILabel!

    var photo: Photo?

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let photo = photo else { return }
        title = photo.title
        imageView.image = photo.image
        dateLabel.text = DateFormatter.localizedString(from: photo.takenAt, dateStyle: .medium, timeStyle: .short)
    }
}
