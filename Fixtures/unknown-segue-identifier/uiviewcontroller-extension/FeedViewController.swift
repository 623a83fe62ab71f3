//
//  FeedViewController.swift
//  News
//

import UIKit

struct Article {
    var title: String
    var isPremium: Bool
}

final class FeedViewController: UIViewController {

    var articles: [Article] = []

    func open(_ article: Article) {
        if article.isPremium {
            presentPaywall(for: article)
        } else {
            performSegue(withIdentifier: "showArticle", sender: article)
        }
    }
}

final class ArticleViewController: UIViewController {}

final class SettingsViewController: UIViewController {}
