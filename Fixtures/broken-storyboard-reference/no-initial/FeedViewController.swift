//
//  FeedViewController.swift
//  Snapshot
//

import UIKit

final class FeedViewController: UIViewController {
    private var posts: [Post] = []
}

struct Post: Hashable, Codable {
    var imageURL: URL
    var caption: String
}
