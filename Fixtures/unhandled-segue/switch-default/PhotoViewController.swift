//
//  PhotoViewController.swift
//  Gallery
//

import UIKit

final class PhotoViewController: UIViewController {

    var photo: Photo!
    private weak var toolbar: PhotoToolbarViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let identifier = segue.identifier else { return }
        switch identifier {
        case "editPhoto":
            let editor = segue.destination as! PhotoEditorViewController
            editor.photo = photo
        default:
            super.prepare(for: segue, sender: sender)
        }
        toolbar?.isFavorite = photo.isFavorite
    }
}
