//
//  AlbumViewController.swift
//  Tunes
//
//  Segue cases live in AlbumViewController+Segues.swift.
//

import UIKit

final class AlbumViewController: UIViewController, SegueHandler {

    var album: Album!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = album.title
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segueIdentifier(for: segue) {
        case .showArtist:
            let artistController = segue.destination as! ArtistViewController
            artistController.artistName = album.artist
        }
    }
}

final class ArtistViewController: UIViewController {
    var artistName: String?
}

final class CreditsViewController: UIViewController {}

struct Album {
    var title: String
    var artist: String
}
