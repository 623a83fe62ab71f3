//
//  TimerViewController.swift
//  Tempo
//
//  Created by Hana Kobayashi on 30/10/2023.
//

import Cocoa

struct Session {
    var start: Date
    var length: TimeInterval
}

final class SessionLog {
    static let shared = SessionLog()
    private(set) var sessions: [Session] = []

    func record(_ session: Session) {
        sessions.append(session)
    }
}

final class MainWindowController: NSWindowController {
    override func windowDidLoad() {
        super.windowDidLoad()
        window?.titlebarAppearsTransparent = true
    }
}

final class TimerViewController: NSViewController {

    private var started: Date?

    @IBAction func startTapped(_ sender: NSButton) {
        if let started {
            SessionLog.shared.record(Session(start: started, length: Date().timeIntervalSince(started)))
            self.started = nil
            sender.title = "Start"
        } else {
            started = Date()
            sender.title = "Stop"
        }
    }

    @IBAction func showStats(_ sender: NSButton) {
        let stats = storyboard?.instantiateController(withIdentifier: "StatsPopover") as! StatsViewController
        stats.sessions = SessionLog.shared.sessions
        present(stats, asPopoverRelativeTo: sender.bounds, of: sender, preferredEdge: .maxY, behavior: .transient)
    }

    @IBAction func showHistory(_ sender: NSButton) {
        let identifier = NSStoryboard.SceneIdentifier("SessionHistory")
        guard let history = storyboard?.instantiateController(withIdentifier: identifier) as? NSViewController else { return }
        presentAsSheet(history)
    }
}
