//
//  CellsAndForwards.swift
//  Fact kinds the other dump fixtures don't show: registrations, self-named reuse identifiers,
//  segues built in code, forwarded prepare, implicitly unwrapped state, controller properties.
//

import UIKit

final class ContactCell: UITableViewCell {
    static var reuseIdentifier: String { String(describing: self) }
}

final class ContactsViewController: UITableViewController {
    var contact: Contact!
    var detailViewController: ContactDetailViewController?
    var embedded: ContactsHeaderViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.register(UINib(nibName: "GroupCell", bundle: nil), forCellReuseIdentifier: "GroupCell")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        embedded?.prepare(for: segue, sender: sender)
    }

    func showFaded(_ destination: UIViewController) {
        let segue = FadeSegue(identifier: "fadeToDetail", source: self, destination: destination)
        segue.perform()
    }
}

final class ContactsHeaderViewController: UIViewController {}
final class ContactDetailViewController: UIViewController {}
final class FadeSegue: UIStoryboardSegue {}
struct Contact {}

// Data sources: a child feeding its container's view, a container's view fed by another object,
// the usual own view fed by self, and a nil reset (not recorded).
final class PhotoGridViewController: UIViewController, UICollectionViewDataSource {
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        (parent as? LibraryViewController)?.collectionView.dataSource = self
    }

    deinit {
        library?.collectionView.dataSource = nil
    }
}

final class LibraryViewController: UIViewController {
    @IBOutlet var collectionView: UICollectionView!
    @IBOutlet private var albumsTableView: UITableView!
    let albums = AlbumsViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        self.albumsTableView.dataSource = albums
        collectionView?.dataSource = self
    }
}
