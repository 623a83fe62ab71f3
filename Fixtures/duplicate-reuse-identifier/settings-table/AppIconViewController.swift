//
//  AppIconViewController.swift
//  Daybreak
//
//  Created by Tomas Lindqvist on 19/10/2022.
//

import UIKit

/// Section 0 is one wide item, the preview of the current icon (the team calls it the header);
/// the other sections are the icon groups. Every section has a title view.
final class AppIconViewController: UICollectionViewController {

    private struct IconGroup {
        var title: String
        var iconNames: [String]
    }

    private let groups = [
        IconGroup(title: "Classic", iconNames: ["Sunrise", "Sunset", "Moon"]),
        IconGroup(title: "Seasonal", iconNames: ["Winter", "Spring"]),
    ]

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        groups.count + 1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? 1 : groups[section - 1].iconNames.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if indexPath.section == 0 {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Header", for: indexPath) as! CurrentIconCell
            cell.iconView.image = UIImage(named: UIApplication.shared.alternateIconName ?? "Sunrise")
            cell.nameLabel.text = UIApplication.shared.alternateIconName ?? "Sunrise"
            return cell
        }
        let name = groups[indexPath.section - 1].iconNames[indexPath.item]
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "IconCell", for: indexPath) as! AppIconCell
        cell.iconView.image = UIImage(named: name)
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! IconSectionHeaderView
        header.titleLabel.text = indexPath.section == 0 ? "Current" : groups[indexPath.section - 1].title
        return header
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard indexPath.section > 0 else { return }
        let name = groups[indexPath.section - 1].iconNames[indexPath.item]
        UIApplication.shared.setAlternateIconName(name == "Sunrise" ? nil : name) { _ in
            collectionView.reloadSections(IndexSet(integer: 0))
        }
    }
}

extension AppIconViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        indexPath.section == 0 ? CGSize(width: collectionView.bounds.width - 40, height: 120) : CGSize(width: 88, height: 88)
    }
}
