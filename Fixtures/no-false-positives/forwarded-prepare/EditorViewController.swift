//
//  EditorViewController.swift
//  Trailhead
//
//  Created by Maren Okafor on 12/03/2021.
//

import UIKit

final class EditorViewController: UIViewController {

    var hiker = Hiker(displayName: "", homeRegion: "", badges: [])
    var onSave: ((Hiker) -> Void)?
    private var avatar: UIImage?

    @IBAction func saveTapped(_ sender: UIButton) {
        onSave?(hiker)
        dismiss(animated: true)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let picker = segue.destination as? AvatarPickerViewController {
            picker.currentAvatar = avatar
        } else if segue.identifier == "showCamera", let camera = segue.destination as? CameraViewController {
            // The picker's Take Photo button owns this segue; the picker sends it up here.
            camera.onCapture = { [weak self] image in self?.avatar = image }
        }
    }
}

/// The avatar strip at the top of the editor.
final class AvatarPickerViewController: UIViewController {

    var currentAvatar: UIImage?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // The editor decides what a new photo replaces.
        parent?.prepare(for: segue, sender: sender)
    }
}

final class CameraViewController: UIViewController {
    var onCapture: ((UIImage) -> Void)?
}
