//
//  PlaylistViewController+Navigation.swift
//  Tunes
//
//  Moved out of PlaylistViewController.swift to keep the class short.
//

import UIKit

extension PlaylistViewController {

    // MARK: - Unwind

    func unwindToPlaylist(_ segue: UIStoryboardSegue) {
        guard let player = segue.source as? NowPlayingViewController else { return }
        if let index = tracks.firstIndex(where: { $0.id == player.track?.id }) {
            tableView.selectRow(at: IndexPath(row: index, section: 0), animated: false, scrollPosition: .middle)
        }
    }
}
