//
//  HeadlinesViewController.swift
//  Daily
//

import UIKit

final class HeadlinesViewController: UITableViewController {

    private var stories: [Story] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let story = stories[indexPath.row]
        performSegue(withIdentifier: story.photos.isEmpty ? "showArticle" : "showGallery", sender: story)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let story = sender as? Story else { return }
        switch segue.identifier {
        case "showArticle"?:
            // Any detail screen can show a story; the concrete class doesn't matter here.
            let detail = segue.destination as! BaseDetailViewController
            detail.story = story
        case "showGallery"?:
            guard let gallery = segue.destination as? StoryDisplaying else { return }
            gallery.display(story)
        default:
            break
        }
    }
}
