//
//  Podcast.swift
//  Harbor
//
//  Created by Jonas Eriksen on 14/02/2023.
//

import Foundation

struct Show: Hashable {
    let id: UUID
    var title: String
    var author: String
    var artworkName: String
}

struct Chapter: Hashable {
    var title: String
    var start: TimeInterval
}

struct Episode: Hashable {
    let id: UUID
    var show: Show
    var title: String
    var duration: TimeInterval
    var chapters: [Chapter]
    var isPlayed: Bool
}

struct Download: Hashable {
    var episode: Episode
    var progress: Float
}

struct Promo {
    var headline: String
    var show: Show
}

final class Library {

    static let shared = Library()

    private(set) var promo: Promo?
    private(set) var shows: [Show] = []
    private(set) var downloadedEpisodes: [Episode] = []
    private(set) var downloads: [Download] = []
    var queue: [Episode] = []

    func search(_ text: String) -> [Episode] {
        downloadedEpisodes.filter { $0.title.localizedCaseInsensitiveContains(text) || $0.show.title.localizedCaseInsensitiveContains(text) }
    }

    func cancelDownload(_ download: Download) {
        downloads.removeAll { $0.episode.id == download.episode.id }
    }
}
