//
//  AlbumsViewController.swift
//  Encore
//
//  Created by Marta Lindqvist on 12/03/2019.
//  Copyright © 2019 Encore Labs. All rights reserved.
//

import UIKit

/// Every album of an artist, newest first ("See All" on the artist page).
final class AlbumsViewController: UICollectionViewController {

    private enum Segue {
        // This scene's segue has been "ShowAlbum" since 1.0. The identifier is logged as the
        // screen-view event and the analytics dashboards key on it, so it keeps its capital S.
        static let album = "ShowAlbum"
    }

    var artist: Artist!

    private var albums: [Album] {
        artist.albums.sorted { $0.releaseDate > $1.releaseDate }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = artist.name
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        albums.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "AlbumCell", for: indexPath) as! AlbumCell
        cell.configure(with: albums[indexPath.item])
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        performSegue(withIdentifier: Segue.album, sender: albums[indexPath.item])
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        Analytics.logScreenView(segue.identifier)
        if segue.identifier == Segue.album, let album = sender as? Album {
            let detail = segue.destination as! AlbumViewController
            detail.album = album
        }
    }
}

final class AlbumCell: UICollectionViewCell {
    @IBOutlet private weak var artworkView: UIImageView!
    @IBOutlet private weak var titleLabel: UILabel!

    func configure(with album: Album) {
        titleLabel.text = album.title
        artworkView.image = UIImage(named: album.artworkName)
    }
}
