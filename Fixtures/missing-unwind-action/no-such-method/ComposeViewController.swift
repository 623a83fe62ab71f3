//
//  ComposeViewController.swift
//  Mailbox
//

import UIKit

protocol ComposeViewControllerDelegate: AnyObject {
    func composeViewController(_ controller: ComposeViewController, didSend message: Message)
}

struct Message: Hashable {
    var body: String
    var sentAt: Date
}

final class MailService {
    static let shared = MailService()
    func fetchInbox(completion: @escaping ([Message]) -> Void) { completion([]) }
}

final class ComposeViewController: UIViewController {

    weak var delegate: ComposeViewControllerDelegate?
    var draftBody = ""

    @IBAction func send(_ sender: UIButton) {
        let message = Message(body: draftBody, sentAt: Date())
        delegate?.composeViewController(self, didSend: message)
    }
}
