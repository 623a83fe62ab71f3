//
//  ItemViewControllers.swift
//  Pinboard
//
//  Created by Mei Lin Tan on 12/03/2021.
//

import AVKit
import UIKit

final class PhotoItemViewController: MediaItemViewController {
    var image: UIImage?
}

final class VideoItemViewController: MediaItemViewController {
    var player: AVPlayer?
}

final class NoteItemViewController: BoardItemViewController {
    var text = ""
}
