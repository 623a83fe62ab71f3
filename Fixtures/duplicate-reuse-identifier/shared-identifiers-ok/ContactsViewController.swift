//
//  ContactsViewController.swift
//  Postbox
//
//  Created by Aoife Brennan on 04/03/2024.
//

import UIKit

/// Section 0 is one item, My Card (the storyboard calls it "Header"); then one section per
/// initial letter, each with the letter in its section header view (also "Header").
final class ContactsViewController: UICollectionViewController {

    private var letters: [(letter: String, contacts: [Contact])] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let grouped = Dictionary(grouping: MailStore.shared.contacts) { String($0.name.prefix(1)).uppercased() }
        letters = grouped.keys.sorted().map { ($0, grouped[$0]!.sorted { $0.name < $1.name }) }
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        letters.count + 1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? 1 : letters[section - 1].contacts.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if indexPath.section == 0 {
            let me = MailStore.shared.me
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Header", for: indexPath) as! MyCardCell
            cell.nameLabel.text = me.name
            cell.emailLabel.text = me.email
            return cell
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "ContactCell", for: indexPath) as! ContactCell
        cell.nameLabel.text = letters[indexPath.section - 1].contacts[indexPath.item].name
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! ContactsSectionHeaderView
        header.letterLabel.text = indexPath.section == 0 ? nil : letters[indexPath.section - 1].letter
        return header
    }
}

extension ContactsViewController: UICollectionViewDelegateFlowLayout {

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: indexPath.section == 0 ? 96 : 52)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        section == 0 ? .zero : CGSize(width: collectionView.bounds.width, height: 32)
    }
}
