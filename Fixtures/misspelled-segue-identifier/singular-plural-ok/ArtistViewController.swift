//
//  ArtistViewController.swift
//  Encore
//
//  Created by Marta Lindqvist on 12/03/2019.
//  Copyright © 2019 Encore Labs. All rights reserved.
//

import UIKit

final class ArtistViewController: UIViewController {

    private enum Segue {
        /// A tapped album in "Latest Releases" (cell segue).
        static let album = "showAlbum"
        /// The "See All" button.
        static let allAlbums = "showAlbums"
    }

    var artist: Artist!

    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var latestReleasesView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = artist.name
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let identifier = segue.identifier else { return }
        switch identifier {
        case Segue.album:
            guard let cell = sender as? UICollectionViewCell,
                  let indexPath = latestReleasesView.indexPath(for: cell) else { return }
            let detail = segue.destination as! AlbumViewController
            detail.album = artist.latestReleases[indexPath.item]
        case Segue.allAlbums:
            let list = segue.destination as! AlbumsViewController
            list.artist = artist
        default:
            break
        }
    }
}

extension ArtistViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        artist.latestReleases.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "AlbumCell", for: indexPath) as! AlbumCell
        cell.configure(with: artist.latestReleases[indexPath.item])
        return cell
    }
}
