//
//  StoryViewController.swift
//  Reader
//
//  Base class for every kind of story screen: handles the comments segue.
//

import UIKit

class StoryViewController: UIViewController {

    var story: Story!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showComments"?:
            let comments = segue.destination as! CommentsViewController
            comments.storyID = story.id
        default:
            break
        }
    }
}

struct Story {
    var id: Int
    var title: String
    var videoURL: URL?
}

final class CommentsViewController: UITableViewController {
    var storyID: Int?
}
