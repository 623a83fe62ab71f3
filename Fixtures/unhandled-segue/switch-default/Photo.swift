//
//  Photo.swift
//  Gallery
//

import UIKit

struct Photo {
    var url: URL
    var isFavorite: Bool
}

final class PhotoToolbarViewController: UIViewController {
    var isFavorite = false
}

final class PhotoEditorViewController: UIViewController {
    var photo: Photo?
}
