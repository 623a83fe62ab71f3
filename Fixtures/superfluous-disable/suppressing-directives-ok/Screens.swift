//
//  Screens.swift
//  Castaway
//
//  Created by Tomás Ferreira on 12/03/2019.
//  Copyright © 2019 Castaway Audio. All rights reserved.
//

import UIKit

struct Episode: Hashable {
    var title: String
    var audioURL: URL
}

struct Podcast {
    var title: String
    var episodes: [Episode]
}

final class SleepTimer {
    private var timer: Timer?

    func start(minutes: Int) {
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: TimeInterval(minutes * 60), repeats: false) { _ in
            NotificationCenter.default.post(name: .sleepTimerFired, object: nil)
        }
    }
}

extension Notification.Name {
    static let sleepTimerFired = Notification.Name("SleepTimerFired")
}

final class QueueViewController: UITableViewController {
    var podcast: Podcast?
}

/// The Downloads tab. On iPad it is still pushed from a podcast's episode list.
final class DownloadsViewController: UITableViewController {
    enum Filter {
        case all
        case podcast(String)
    }

    var filter: Filter = .all
}
