//
//  PhotoPostViewController.swift
//  Commons
//
//  Created by Rafael Quintero on 12/03/2021.
//

import PhotosUI
import UIKit

final class PhotoPostViewController: BasePostViewController, PHPickerViewControllerDelegate {

    private var photo: UIImage?

    override var draftKind: DraftKind { .photo }

    @IBAction func choosePhotoTapped(_ sender: UIButton) {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: true)
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        results.first?.itemProvider.loadObject(ofClass: UIImage.self) { [weak self] image, _ in
            DispatchQueue.main.async { self?.photo = image as? UIImage }
        }
    }
}
