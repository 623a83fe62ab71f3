import UIKit

final class PlaylistsViewController: UITableViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "newPlaylist" {
            segue.destination.title = NSLocalizedString("New Playlist", comment: "")
        }
    }

    @IBAction func unwindToPlaylists(_ segue: UIStoryboardSegue) {
        tableView.reloadData()
    }

    // The Cancel button's exit connection was deleted from the storyboard; this is now dead code.
    @IBAction func cancelNewPlaylist(_ segue: UIStoryboardSegue) {
        tableView.reloadData()
    }
}
