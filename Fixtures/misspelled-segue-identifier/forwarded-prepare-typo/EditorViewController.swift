//
//  EditorViewController.swift
//  Clubhouse
//
//  Created by Tomasz Wieczorek on 12/03/2021.
//

import UIKit

final class EditorViewController: UIViewController {

    var member = Member(name: "", visits: [])

    @IBAction func saveTapped(_ sender: UIButton) {
        dismiss(animated: true)
    }
}

final class HistoryViewController: UIViewController {
    var visits: [Date] = []
}
