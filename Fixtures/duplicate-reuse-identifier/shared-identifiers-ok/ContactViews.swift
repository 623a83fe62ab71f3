//
//  ContactViews.swift
//  Postbox
//
//  Created by Aoife Brennan on 04/03/2024.
//

import UIKit

/// The wide "My Card" item at the top of Contacts, which the team calls the header.
final class MyCardCell: UICollectionViewCell {

    @IBOutlet weak var avatarView: UIImageView!
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var emailLabel: UILabel!
}

/// One contact.
final class ContactCell: UICollectionViewCell {

    @IBOutlet weak var nameLabel: UILabel!
}

/// The letter above each group of contacts.
final class ContactsSectionHeaderView: UICollectionReusableView {

    @IBOutlet weak var letterLabel: UILabel!
}
