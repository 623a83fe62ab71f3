//
//  GroupsViewController.swift
//  Contacts
//
//  Created by Oliver Bennett on 11/05/2023.
//

import UIKit

final class GroupsViewController: UIViewController {

    private enum Constants {
        static let groupCell = "GroupCell"
        static let recentCell = "RecentContactCell"
        static let maximumRecents = 8
    }

    @IBOutlet private weak var collectionView: UICollectionView!

    private let store = ContactStore.shared
    private var recents: [Contact] = []
    private var groups: [ContactGroup] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        recents = Array(store.recentlyAdded.prefix(Constants.maximumRecents))
        groups = store.groups
        collectionView.dataSource = self
    }
}

extension GroupsViewController: UICollectionViewDataSource {

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        2
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? recents.count : groups.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if indexPath.section == 0 {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Constants.recentCell, for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = recents[indexPath.item].givenName
            content.image = UIImage(systemName: "person.crop.circle")
            cell.contentConfiguration = content
            return cell
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Constants.groupCell, for: indexPath) as! GroupCell
        cell.configure(with: groups[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        switch kind {
        case UICollectionView.elementKindSectionHeader:
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "GroupHeader", for: indexPath) as! GroupHeaderView
            header.titleLabel.text = indexPath.section == 0 ? "Recently Added" : "Groups"
            return header
        default:
            // The flow layout asks for headers only; this satisfies the compiler.
            return collectionView.dequeueReusableSupplementaryView(ofKind: "nil", withReuseIdentifier: "nil", for: indexPath)
        }
    }
}
