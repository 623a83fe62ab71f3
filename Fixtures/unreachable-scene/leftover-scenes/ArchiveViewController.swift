//
//  ArchiveViewController.swift
//  Postbox
//
//  Created by Oskar Lindqvist on 21/10/2022.
//

import UIKit

/// Built in code since 3.0; Inbox pushes it from its Archive button.
final class ArchiveViewController: UITableViewController {

    private var archived: [Message] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Archive"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ArchivedMessageCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        archived.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ArchivedMessageCell", for: indexPath)
        cell.textLabel?.text = archived[indexPath.row].subject
        return cell
    }
}
