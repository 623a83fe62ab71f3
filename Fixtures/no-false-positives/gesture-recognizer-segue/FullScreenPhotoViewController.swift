//
//  FullScreenPhotoViewController.swift
//  Darkroom
//

import UIKit

struct Photo: Hashable {
    var assetIdentifier: String
    var caption: String?
}

final class FullScreenPhotoViewController: UIViewController {
    var photo: Photo?
    var startsZoomed = false
}
