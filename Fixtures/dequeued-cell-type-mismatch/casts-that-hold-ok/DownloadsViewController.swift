//
//  DownloadsViewController.swift
//  Harbor
//
//  Created by Jonas Eriksen on 30/05/2023.
//

import UIKit

final class DownloadsViewController: UIViewController {

    @IBOutlet private weak var tableView: UITableView!

    private let dataSource = DownloadsDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.downloads = Library.shared.downloads
        tableView.dataSource = dataSource
    }

    @IBAction func editTapped(_ sender: UIBarButtonItem) {
        tableView.setEditing(!tableView.isEditing, animated: true)
    }
}

extension DownloadsViewController: UITableViewDelegate {

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let chapters = storyboard!.instantiateViewController(withIdentifier: "Chapters") as! ChaptersViewController
        chapters.episode = dataSource.downloads[indexPath.row].episode
        show(chapters, sender: self)
    }
}
