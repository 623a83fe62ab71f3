//
//  ShowListViewController.swift
//  TVGuide
//
//  Created by Hannah Okafor on 12/03/2021.
//

import UIKit

/// Tonight's listings. The same class drives the iPhone/iPad scene and the Apple TV scene, so
/// everything that differs between the two storyboards sits behind `#if os(…)`.
class ShowListViewController: UITableViewController {

    private var shows = Show.tonight

    private var selectedShow: Show? {
        tableView.indexPathForSelectedRow.map { shows[$0.row] }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        #if os(tvOS)
        let playPause = UITapGestureRecognizer(target: self, action: #selector(playPausePressed(_:)))
        playPause.allowedPressTypes = [NSNumber(value: UIPress.PressType.playPause.rawValue)]
        view.addGestureRecognizer(playPause)
        #endif
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        #if os(tvOS)
        #if DEBUG
        // Run with -autoplay from Xcode to go straight to the player when working on playback.
        if ProcessInfo.processInfo.arguments.contains("-autoplay") {
            tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .top)
            performSegue(withIdentifier: "playEpisode", sender: self)
        }
        #endif
        #endif
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ShowCell", for: indexPath)
        cell.textLabel?.text = shows[indexPath.row].title
        cell.detailTextLabel?.text = shows[indexPath.row].network
        return cell
    }

    #if os(iOS)
    @IBAction func settingsButtonTapped(_ sender: UIBarButtonItem) {
        performSegue(withIdentifier: "showSettings", sender: sender)
    }
    #elseif os(tvOS)
    @objc private func playPausePressed(_ recognizer: UITapGestureRecognizer) {
        // The Siri Remote has no settings button; Play/Pause on the list opens them instead.
        performSegue(withIdentifier: "showSettings", sender: recognizer)
    }
    #endif

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        #if os(iOS)
        if segue.identifier == "showDetail" {
            let detail = segue.destination as! ShowDetailViewController
            detail.show = selectedShow
        } else if segue.identifier == "showSettings" {
            let settings = segue.destination as! SettingsViewController
            settings.showsReminders = true
        }
        #elseif os(tvOS)
        if segue.identifier == "showDetail" {
            let detail = segue.destination as! TVShowDetailViewController
            detail.show = selectedShow
        } else if segue.identifier == "playEpisode" {
            let player = segue.destination as! PlayerViewController
            player.show = selectedShow ?? shows.first
        }
        #endif
    }

    /// Shared by both platforms, without `#if`: each platform's segues are checked here.
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        if identifier == "playEpisode" || identifier == "showSettings" {
            return !shows.isEmpty
        }
        return true
    }
}
