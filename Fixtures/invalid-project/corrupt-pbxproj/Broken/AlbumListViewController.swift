//
//  AlbumListViewController.swift
//  Broken
//
//  Created by Dee Mensah on 12/03/2021.
//

import UIKit

class AlbumListViewController: UITableViewController {

    private var albums = Album.collection

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        albums.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "AlbumCell", for: indexPath)
        let album = albums[indexPath.row]
        cell.textLabel?.text = album.title
        cell.detailTextLabel?.text = "\(album.artist) · \(album.year)"
        return cell
    }

    @IBAction func shuffleTapped(_ sender: UIBarButtonItem) {
        guard let pick = albums.indices.randomElement() else { return }
        tableView.selectRow(at: IndexPath(row: pick, section: 0), animated: true, scrollPosition: .middle)
        performSegue(withIdentifier: "showAlbm", sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showAlbum", let indexPath = tableView.indexPathForSelectedRow {
            let albumController = segue.destination as! AlbumViewController
            albumController.album = albums[indexPath.row]
        }
    }
}
