//
//  BoardItemViewController.swift
//  Pinboard
//
//  Created by Mei Lin Tan on 12/03/2021.
//

import UIKit

struct BoardItem: Hashable {
    enum Kind { case photo, video, note }

    var id: UUID
    var kind: Kind
    var title: String
}

/// What every item screen shares. No scene uses it directly.
class BoardItemViewController: UIViewController {

    var item: BoardItem?

    @IBAction func commentsTapped(_ sender: UIButton) {
        performSegue(withIdentifier: "showComments", sender: sender)
    }

    // The board owns its settings: open them from the board screen, under this item.
    @IBAction func boardSettingsTapped(_ sender: UIBarButtonItem) {
        guard let navigationController else { return }
        navigationController.popToRootViewController(animated: false)
        navigationController.topViewController?.performSegue(withIdentifier: "showBoardSettings", sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showComments" {
            (segue.destination as? CommentsViewController)?.itemID = item?.id
        }
    }
}

/// Photos and videos: items with something to look at full screen. No scene uses it directly either.
class MediaItemViewController: BoardItemViewController {

    @IBAction func fullScreenTapped(_ sender: UIButton) {
        performSegue(withIdentifier: "showFullScreen", sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showFullScreen" {
            segue.destination.title = item?.title
        }
        super.prepare(for: segue, sender: sender)
    }
}
