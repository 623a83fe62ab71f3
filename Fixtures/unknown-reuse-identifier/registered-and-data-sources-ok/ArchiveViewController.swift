//
//  ArchiveViewController.swift
//  Roster
//
//  Created by Mei Lin Chow on 12/03/2024.
//

import UIKit

/// Former team members. Laid out in ArchiveViewController.xib, not in a storyboard;
/// PeopleViewController pushes it from its Archive button.
final class ArchiveViewController: UIViewController {

    @IBOutlet private weak var tableView: UITableView!

    private var formerMembers: [Person] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Archive"
        formerMembers = Directory.shared.formerMembers
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ArchiveCell")
        tableView.dataSource = self
    }
}

extension ArchiveViewController: UITableViewDataSource {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        formerMembers.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ArchiveCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = formerMembers[indexPath.row].name
        content.secondaryText = formerMembers[indexPath.row].team
        cell.contentConfiguration = content
        cell.selectionStyle = .none
        return cell
    }
}
