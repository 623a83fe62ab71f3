//
//  GalleryViewController.swift
//  Photon
//
//  Created by Priya Raman on 12/03/2021.
//

import UIKit
import Firebase

final class PhotoCell: UICollectionViewCell {
    @IBOutlet weak var thumbnailView: UIImageView!
}

class GalleryViewController: UICollectionViewController {

    private let photos = Photo.samples

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath) as! PhotoCell
        cell.thumbnailView.image = photos[indexPath.item].image
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showPhoto",
           let cell = sender as? PhotoCell,
           let indexPath = collectionView.indexPath(for: cell) {
            let photo = photos[indexPath.item]
            Analytics.logEvent(AnalyticsEventSelectContent, parameters: [AnalyticsParameterItemID: photo.id])
            let photoController = segue.destination as! PhotoViewController
            photoController.photo = photo
        } else if segue.identifier == "showStats" {
            let stats = segue.destination as! StatsViewController
            stats.photos = photos
        }
    }
}
