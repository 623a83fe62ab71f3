//
//  FeedViewController.swift
//  Gather
//
//  Clean Swift scene; the router is held by its concrete type.
//

import UIKit

final class FeedViewController: UITableViewController {
    var router: FeedRouter!
    var events: [Event] = []

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        router = FeedRouter()
        router.viewController = self
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let scene = segue.identifier {
            let selector = NSSelectorFromString("routeTo\(scene)WithSegue:")
            if let router = router, router.responds(to: selector) {
                router.perform(selector, with: segue)
            }
        }
    }
}
