//
//  Cells.swift
//  Concern: reusable cells. Table, collection and AppKit views dequeued by identifier (with the
//  cast that follows and whether a nil is possible), supplementary views, registrations, and
//  which object a view's dataSource is.
//

import UIKit
import AppKit

final class ContactsViewController: UIViewController, UITableViewDataSource {
    enum CellID: String {
        case contact = "ContactCell"
        case invite
    }

    @IBOutlet private var tableView: UITableView!
    @IBOutlet private var suggestionsView: UITableView!
    private let suggestions = SuggestionsDataSource()
    private var contacts: [Contact] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PersonCell.self, forCellReuseIdentifier: String(describing: PersonCell.self))
        tableView.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: CellID.contact.rawValue)
        tableView.dataSource = self
        suggestionsView.dataSource = suggestions
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { contacts.count + 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.row {
        case 0:
            let cell = tableView.dequeueReusableCell(withIdentifier: CellID.invite.rawValue, for: indexPath)
            cell.textLabel?.text = NSLocalizedString("Invite friends", comment: "")
            return cell
        case 1:
            let cell = tableView.dequeueReusableCell(withIdentifier: "SearchCell")
                ?? UITableViewCell(style: .default, reuseIdentifier: "SearchCell")
            return cell
        case 2:
            return tableView.dequeueReusableCell(
                withIdentifier: String(describing: PersonCell.self), for: indexPath) as! PersonCell
        default:
            guard let cell = tableView.dequeueReusableCell(withIdentifier: CellID.contact.rawValue, for: indexPath)
                as? ContactCell
            else { fatalError("ContactCell is not registered") }
            cell.contact = contacts[indexPath.row - 3]
            return cell
        }
    }
}

final class AlbumViewController: UIViewController {
    @IBOutlet var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        // Near-miss: prefetching is not the data source: no data source fact.
        collectionView.prefetchDataSource = self
    }
}

final class PhotoGridViewController: UIViewController, UICollectionViewDataSource {
    private var photos: [Photo] = []

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        guard let parent = parent as? AlbumViewController else { return }
        parent.collectionView.dataSource = self
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
        cell.photo = photos[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        switch kind {
        case UICollectionView.elementKindSectionHeader:
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "AlbumHeader", for: indexPath)
        default:
            // Near-miss: a kind no storyboard provides, only a placeholder never asked for: no dequeue.
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: "nil", withReuseIdentifier: "Placeholder", for: indexPath)
        }
    }
}

extension UITableView {
    // Near-miss: the identifier is the caller's, not known here: no dequeue.
    func dequeue<Cell: UITableViewCell>(_ identifier: String, for indexPath: IndexPath) -> Cell {
        dequeueReusableCell(withIdentifier: identifier, for: indexPath) as! Cell
    }
}

final class FilesViewController: NSViewController, NSTableViewDelegate {
    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
        let cell = tableView.makeView(withIdentifier: NSUserInterfaceItemIdentifier("NameCell"), owner: self) as? NSTableCellView
        cell?.textField?.stringValue = files[row].name
        return cell
    }
}
