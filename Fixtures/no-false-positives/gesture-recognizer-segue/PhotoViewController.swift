//
//  PhotoViewController.swift
//  Darkroom
//

import UIKit

final class PhotoViewController: UIViewController {

    @IBOutlet private weak var imageView: UIImageView!

    var photo: Photo?

    /// A double tap opens full screen through the gesture's storyboard segue;
    /// a long press performs the same segue from code, zoomed in.
    @IBAction func photoLongPressed(_ gesture: UILongPressGestureRecognizer) {
        guard gesture.state == .began else { return }
        performSegue(withIdentifier: "showFullScreen", sender: gesture)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showFullScreen" {
            let fullScreen = segue.destination as! FullScreenPhotoViewController
            fullScreen.photo = photo
            fullScreen.startsZoomed = sender is UILongPressGestureRecognizer
        }
    }
}
