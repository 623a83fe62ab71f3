//
//  LibraryViewController.swift
//  Harbor
//
//  Created by Jonas Eriksen on 14/02/2023.
//

import UIKit

final class LibraryViewController: UITableViewController {

    private enum Section: Int, CaseIterable {
        case promo, shows, episodes
    }

    private let library = Library.shared

    override func viewDidLoad() {
        super.viewDidLoad()
        // 3.0: the promo banner with a Subscribe button is laid out in PromoCell.xib. Registering
        // the nib replaces the storyboard's "PromoCell" prototype (the 2.x LegacyPromoCell).
        tableView.register(UINib(nibName: "PromoCell", bundle: nil), forCellReuseIdentifier: "PromoCell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .promo: return library.promo == nil ? 0 : 1
        case .shows: return library.shows.count
        case .episodes: return library.downloadedEpisodes.count
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch Section(rawValue: section)! {
        case .promo: return nil
        case .shows: return "Shows"
        case .episodes: return "Downloaded Episodes"
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch Section(rawValue: indexPath.section)! {
        case .promo:
            let promo = library.promo!
            let cell = tableView.dequeueReusableCell(withIdentifier: "PromoCell", for: indexPath) as! PromoCell
            cell.headlineLabel.text = promo.headline
            cell.artworkView.image = UIImage(named: promo.show.artworkName)
            cell.onSubscribe = { [weak self] in self?.subscribe(to: promo.show) }
            return cell
        case .shows:
            guard let cell = tableView.dequeueReusableCell(withIdentifier: "ShowCell", for: indexPath) as? ConfigurableCell else {
                fatalError("The ShowCell prototype's class does not adopt ConfigurableCell")
            }
            cell.configure(with: library.shows[indexPath.row])
            return cell
        case .episodes:
            let cell = tableView.dequeueReusableCell(withIdentifier: "Episode", for: indexPath) as! EpisodeCell
            cell.configure(with: library.downloadedEpisodes[indexPath.row])
            return cell
        }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard Section(rawValue: indexPath.section) == .episodes else { return }
        let chapters = storyboard!.instantiateViewController(withIdentifier: "Chapters") as! ChaptersViewController
        chapters.episode = library.downloadedEpisodes[indexPath.row]
        show(chapters, sender: self)
    }

    @IBAction func queueTapped(_ sender: UIBarButtonItem) {
        let queue = storyboard!.instantiateViewController(withIdentifier: "Queue") as! QueueViewController
        navigationController?.pushViewController(queue, animated: true)
    }

    private func subscribe(to show: Show) {
        // Subscribing is handled by the sync service; the Library reloads when it is done.
        tableView.reloadSections(IndexSet(integer: Section.shows.rawValue), with: .automatic)
    }
}
