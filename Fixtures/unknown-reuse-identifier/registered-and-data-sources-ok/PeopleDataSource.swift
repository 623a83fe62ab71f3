//
//  PeopleDataSource.swift
//  Roster
//
//  Created by Mei Lin Chow on 21/02/2024.
//

import UIKit

/// The people list's data source, kept out of PeopleViewController.
final class PeopleDataSource: NSObject, UITableViewDataSource {

    var people: [Person] = []
    var pendingInvites: [Invite] = []

    func person(at indexPath: IndexPath) -> Person? {
        indexPath.section == 0 ? people[indexPath.row] : nil
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        pendingInvites.isEmpty ? 1 : 2
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? people.count : pendingInvites.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? nil : "Pending Invitations"
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "PersonCell", for: indexPath) as! PersonCell
            cell.configure(with: people[indexPath.row])
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "InviteCell", for: indexPath)
        cell.textLabel?.text = pendingInvites[indexPath.row].email
        return cell
    }
}
