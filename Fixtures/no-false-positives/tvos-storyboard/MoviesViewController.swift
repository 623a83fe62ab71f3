//
//  MoviesViewController.swift
//  Cinema (tvOS)
//

import UIKit

struct Movie: Hashable, Decodable {
    var title: String
    var posterURL: URL
    var streamURL: URL
}

final class PosterCell: UICollectionViewCell {
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        coordinator.addCoordinatedAnimations {
            self.transform = self.isFocused ? CGAffineTransform(scaleX: 1.1, y: 1.1) : .identity
        }
    }
}

final class MoviesViewController: UICollectionViewController {

    private var movies: [Movie] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showMovie"?:
            guard let cell = sender as? PosterCell, let indexPath = collectionView.indexPath(for: cell) else { return }
            let detail = segue.destination as! MovieDetailViewController
            detail.movie = movies[indexPath.item]
        default:
            break
        }
    }
}
