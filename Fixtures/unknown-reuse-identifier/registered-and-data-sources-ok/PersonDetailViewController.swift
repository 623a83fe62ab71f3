//
//  PersonDetailViewController.swift
//  Roster
//
//  Created by Mei Lin Chow on 21/02/2024.
//

import UIKit

final class PersonDetailViewController: UITableViewController {

    var person: Person!

    private enum Section: Int, CaseIterable {
        case details, badges, tags
    }

    private var details: [(label: String, value: String)] {
        [("title", person.jobTitle), ("team", person.team), ("office", person.location)]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = person.name
        tableView.register(UINib(nibName: "BadgeCell", bundle: nil), forCellReuseIdentifier: BadgeCell.reuseIdentifier)
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .details: return details.count
        case .badges: return person.badges.count
        case .tags: return person.tags.isEmpty ? 0 : 1
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch Section(rawValue: indexPath.section)! {
        case .details:
            let cell = tableView.dequeueReusableCell(withIdentifier: String(describing: PlainCell.self), for: indexPath)
            cell.textLabel?.text = details[indexPath.row].label
            cell.detailTextLabel?.text = details[indexPath.row].value
            return cell
        case .badges:
            let cell = tableView.dequeueReusableCell(withIdentifier: BadgeCell.reuseIdentifier, for: indexPath) as! BadgeCell
            cell.configure(with: person.badges[indexPath.row])
            return cell
        case .tags:
            let cell = tableView.dequeueReusableCell(withIdentifier: "TagsCell", for: indexPath) as! TagsCell
            cell.tags = person.tags
            return cell
        }
    }
}
