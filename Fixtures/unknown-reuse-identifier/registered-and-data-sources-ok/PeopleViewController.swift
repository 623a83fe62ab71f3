//
//  PeopleViewController.swift
//  Roster
//
//  Created by Mei Lin Chow on 21/02/2024.
//

import UIKit

final class PeopleViewController: UIViewController {

    @IBOutlet private weak var tableView: UITableView!

    private let dataSource = PeopleDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.people = Directory.shared.people
        dataSource.pendingInvites = Directory.shared.pendingInvites
        tableView.dataSource = dataSource
    }

    @IBAction func archiveTapped(_ sender: UIBarButtonItem) {
        let archive = ArchiveViewController(nibName: "ArchiveViewController", bundle: nil)
        navigationController?.pushViewController(archive, animated: true)
    }
}

extension PeopleViewController: UITableViewDelegate {

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let person = dataSource.person(at: indexPath),
              let detail = storyboard?.instantiateViewController(withIdentifier: "PersonDetail") as? PersonDetailViewController
        else { return }
        detail.person = person
        show(detail, sender: self)
    }
}
