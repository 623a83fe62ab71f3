//
//  ClipboardMonitor.swift
//  Clipper
//
//  Created by Noor Haddad on 21/01/2024.
//

import Cocoa

struct Clip: Hashable {
    var text: String
    var copiedAt: Date
}

extension Notification.Name {
    static let clipboardHistoryDidChange = Notification.Name("ClipboardHistoryDidChange")
}

/// Polls the general pasteboard: macOS posts no notification when it changes.
final class ClipboardMonitor {

    static let shared = ClipboardMonitor()

    private(set) var history: [Clip] = []
    private var lastChangeCount = NSPasteboard.general.changeCount
    private var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in self?.poll() }
    }

    private func poll() {
        let pasteboard = NSPasteboard.general
        guard pasteboard.changeCount != lastChangeCount else { return }
        lastChangeCount = pasteboard.changeCount
        guard let text = pasteboard.string(forType: .string), !text.isEmpty else { return }
        history.insert(Clip(text: text, copiedAt: Date()), at: 0)
        history = Array(history.prefix(UserDefaults.standard.integer(forKey: "historySize").nonZero ?? 50))
        NotificationCenter.default.post(name: .clipboardHistoryDidChange, object: self)
    }
}

private extension Int {
    var nonZero: Int? { self == 0 ? nil : self }
}
