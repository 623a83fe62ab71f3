//
//  DetailViewControllers.swift
//  Daily
//

import UIKit

struct Story: Hashable {
    var headline: String
    var body: String
    var photos: [URL]
}

protocol StoryDisplaying: AnyObject {
    func display(_ story: Story)
}

class BaseDetailViewController: UIViewController {
    var story: Story? {
        didSet { title = story?.headline }
    }
}

class ReadingViewController: BaseDetailViewController {
    var fontScale: CGFloat = 1
}

final class ArticleDetailViewController: ReadingViewController {}

final class GalleryViewController: UICollectionViewController {
    private var photos: [URL] = []
}

extension GalleryViewController: StoryDisplaying {
    func display(_ story: Story) {
        photos = story.photos
        collectionView.reloadData()
    }
}
