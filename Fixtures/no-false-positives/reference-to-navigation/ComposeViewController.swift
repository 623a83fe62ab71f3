//
//  ComposeViewController.swift
//  Chatter
//

import UIKit

struct Post: Hashable, Codable {
    var id: UUID
    var text: String
    var inReplyTo: UUID?
}

protocol ComposeViewControllerDelegate: AnyObject {
    func composeViewController(_ composer: ComposeViewController, didPost post: Post)
}

final class ComposeViewController: UIViewController {
    weak var delegate: ComposeViewControllerDelegate?
    var inReplyTo: Post?
}
