//
//  StatsViewController.swift
//  Tempo
//
//  Created by Hana Kobayashi on 06/11/2023.
//

import Cocoa

final class StatsViewController: NSViewController {
    var sessions: [Session] = []

    var focusTimeThisWeek: TimeInterval {
        let weekAgo = Date().addingTimeInterval(-7 * 24 * 3600)
        return sessions.filter { $0.start > weekAgo }.reduce(0) { $0 + $1.length }
    }
}

final class SessionHistoryViewController: NSViewController {
    @IBAction func doneTapped(_ sender: NSButton) {
        dismiss(self)
    }
}
