import UIKit

/// Owns the albums. The library sets it as the data source of its album table.
final class AlbumsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let albums = ["Recents", "Favorites", "Screenshots"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        albums.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "AlbumCell", for: indexPath)
        cell.textLabel?.text = albums[indexPath.row]
        return cell
    }
}
