//
//  DownloadProgressCell.swift
//  Harbor
//
//  Created by Jonas Eriksen on 30/05/2023.
//

import UIKit

/// An episode being downloaded, with its progress.
final class DownloadProgressCell: UITableViewCell {

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var progressView: UIProgressView!

    func configure(with download: Download) {
        titleLabel.text = download.episode.title
        progressView.progress = download.progress
        progressView.isHidden = download.progress >= 1
    }
}
