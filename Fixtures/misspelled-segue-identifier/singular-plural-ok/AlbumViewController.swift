//
//  AlbumViewController.swift
//  Encore
//
//  Created by Marta Lindqvist on 12/03/2019.
//  Copyright © 2019 Encore Labs. All rights reserved.
//

import UIKit

struct Album: Hashable {
    var title: String
    var releaseDate: Date
    var artworkName: String
    var tracks: [String]
}

struct Artist {
    var name: String
    var albums: [Album]

    var latestReleases: [Album] {
        Array(albums.sorted { $0.releaseDate > $1.releaseDate }.prefix(6))
    }
}

enum Analytics {
    static func logScreenView(_ name: String?) {
        guard let name = name else { return }
        print("screen_view", name)
    }
}

final class AlbumViewController: UITableViewController {
    var album: Album!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = album.title
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        album.tracks.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TrackCell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row + 1). \(album.tracks[indexPath.row])"
        return cell
    }
}
