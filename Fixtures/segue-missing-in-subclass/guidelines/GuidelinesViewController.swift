//
//  GuidelinesViewController.swift
//  Commons
//
//  Created by Rafael Quintero on 12/03/2021.
//

import UIKit

final class GuidelinesViewController: UIViewController {
    var community: Community?
}

final class DraftsViewController: UITableViewController {
    var kind: DraftKind = .text
}
