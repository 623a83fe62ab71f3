//
//  TimelineViewController.swift
//  Chatter
//

import UIKit

final class TimelineViewController: UIViewController {

    private var posts: [Post] = []

    @IBAction func composeTapped(_ sender: UIBarButtonItem) {
        performSegue(withIdentifier: "composePost", sender: sender)
    }

    func reply(to post: Post) {
        performSegue(withIdentifier: "replyToPost", sender: post)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "composePost" {
            let composer = (segue.destination as! UINavigationController).topViewController as! ComposeViewController
            composer.delegate = self
        } else if segue.identifier == "replyToPost" {
            let navigation = segue.destination as? UINavigationController
            let composer = navigation?.viewControllers.first as? ComposeViewController
            composer?.inReplyTo = sender as? Post
            composer?.delegate = self
        }
    }
}

extension TimelineViewController: ComposeViewControllerDelegate {
    func composeViewController(_ composer: ComposeViewController, didPost post: Post) {
        posts.insert(post, at: 0)
        dismiss(animated: true)
    }
}
