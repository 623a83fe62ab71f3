import UIKit

/// The library: a photo grid fed by a child view controller, and an album list fed by another.
final class LibraryViewController: UIViewController {
    @IBOutlet private(set) var collectionView: UICollectionView!
    @IBOutlet private var albumsTableView: UITableView!

    private lazy var albumsController = storyboard!.instantiateViewController(withIdentifier: "Albums") as! AlbumsViewController

    override func viewDidLoad() {
        super.viewDidLoad()
        let grid = storyboard!.instantiateViewController(withIdentifier: "PhotoGrid") as! PhotoGridViewController
        addChild(grid)
        grid.didMove(toParent: self)
        addChild(albumsController)
        albumsTableView.dataSource = albumsController
        albumsTableView.delegate = albumsController
    }
}

final class PhotoCell: UICollectionViewCell {
    func show(_ photo: Photo) {
        contentView.backgroundColor = photo.isFavorite ? .systemYellow : .secondarySystemBackground
    }
}
