//
//  HomeViewController.swift
//  Folio
//
//  Created by Chiara Benedetti on 12/03/2021.
//

import UIKit

struct Chapter {
    var title: String
    var pages: [String]
}

/// The home screen of both Main.storyboard (iPhone) and iPad.storyboard.
final class HomeViewController: UIViewController {

    private var chapters: [Chapter] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "toFirst":
            (segue.destination as? FirstViewController)?.chapter = chapters.first
        case "toSecond":
            (segue.destination as? SecondViewController)?.chapter = chapters.dropFirst().first
        default:
            break
        }
    }
}
