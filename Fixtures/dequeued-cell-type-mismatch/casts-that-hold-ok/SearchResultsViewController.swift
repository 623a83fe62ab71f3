//
//  SearchResultsViewController.swift
//  Harbor
//
//  Created by Jonas Eriksen on 03/04/2023.
//

import UIKit

/// The results of Discover's search field: downloaded episodes whose title or show matches.
final class SearchResultsViewController: UITableViewController {

    private var results: [Episode] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "SubtitleCell", for: indexPath) as? SubtitleCell else {
            return UITableViewCell()
        }
        cell.titleLabel.text = results[indexPath.row].title
        cell.subtitleLabel.text = results[indexPath.row].show.title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let chapters = storyboard!.instantiateViewController(withIdentifier: "Chapters") as! ChaptersViewController
        chapters.episode = results[indexPath.row]
        presentingViewController?.show(chapters, sender: self)
    }
}

extension SearchResultsViewController: UISearchResultsUpdating {

    func updateSearchResults(for searchController: UISearchController) {
        results = Library.shared.search(searchController.searchBar.text ?? "")
        tableView.reloadData()
    }
}
