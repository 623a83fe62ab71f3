//
//  AlbumViewController+Segues.swift
//  Tunes
//

import UIKit

extension AlbumViewController {

    enum ViewControllerSegue: String {
        case showArtist
    }
}
