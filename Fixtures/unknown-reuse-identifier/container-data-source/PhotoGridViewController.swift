import UIKit

/// Owns the photo data. Embedded in the library, it feeds the library's collection view; its own
/// scene's table shows an empty state when it is presented alone.
final class PhotoGridViewController: UIViewController {
    @IBOutlet private var emptyStateTableView: UITableView?

    private var photos: [Photo] = Photo.samples
    private var isLoading = true

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        guard let library = parent as? LibraryViewController else { return }
        library.collectionView.dataSource = self
    }
}

extension PhotoGridViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        isLoading ? 12 : photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if isLoading {
            return collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoPlaceholdr", for: indexPath)
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath) as! PhotoCell
        cell.show(photos[indexPath.item])
        return cell
    }
}

extension PhotoGridViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        photos.isEmpty ? 1 : 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "EmptyStateCell", for: indexPath)
    }
}
