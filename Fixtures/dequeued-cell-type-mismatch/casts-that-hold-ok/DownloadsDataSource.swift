//
//  DownloadsDataSource.swift
//  Harbor
//
//  Created by Jonas Eriksen on 30/05/2023.
//

import UIKit

/// The Downloads list's data source, kept out of DownloadsViewController so that the watch
/// companion's transfer screen can share it.
final class DownloadsDataSource: NSObject, UITableViewDataSource {

    var downloads: [Download] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        downloads.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "DownloadCell", for: indexPath) as! DownloadProgressCell
        cell.configure(with: downloads[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        Library.shared.cancelDownload(downloads.remove(at: indexPath.row))
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}
