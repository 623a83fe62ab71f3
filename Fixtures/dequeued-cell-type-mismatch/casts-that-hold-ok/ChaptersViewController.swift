//
//  ChaptersViewController.swift
//  Harbor
//
//  Created by Jonas Eriksen on 18/08/2023.
//

import UIKit

/// The chapters of one episode; tapping a chapter seeks to it.
final class ChaptersViewController: UITableViewController {

    var episode: Episode?

    private var playbackTime: TimeInterval = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = episode?.title
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        episode?.chapters.count ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let chapters = episode!.chapters
        let chapter = chapters[indexPath.row]
        let next = indexPath.row + 1 < chapters.count ? chapters[indexPath.row + 1] : nil
        let cell = tableView.dequeueReusableCell(withIdentifier: "ChapterCell", for: indexPath) as! ChapterCell
        cell.configure(with: chapter, isPlaying: chapter.isPlaying(at: playbackTime, before: next))
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        playbackTime = episode!.chapters[indexPath.row].start
        tableView.reloadData()
    }
}
