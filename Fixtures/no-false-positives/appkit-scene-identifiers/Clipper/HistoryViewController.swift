//
//  HistoryViewController.swift
//  Clipper
//
//  Created by Noor Haddad on 21/01/2024.
//

import Cocoa

final class HistoryViewController: NSViewController, NSTableViewDataSource, NSTableViewDelegate {

    @IBOutlet private weak var tableView: NSTableView!

    private var clips: [Clip] { ClipboardMonitor.shared.history }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .clipboardHistoryDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.tableView.reloadData()
        }
    }

    func numberOfRows(in tableView: NSTableView) -> Int {
        clips.count
    }

    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
        let cell = tableView.makeView(withIdentifier: NSUserInterfaceItemIdentifier("ClipCell"), owner: self) as? NSTableCellView
        cell?.textField?.stringValue = clips[row].text
        return cell
    }

    /// Double-clicking a row shows the whole clip in a sheet.
    @IBAction func showClipDetail(_ sender: NSTableView) {
        guard sender.clickedRow >= 0,
              let detail = storyboard?.instantiateController(withIdentifier: "ClipDetail") as? ClipDetailViewController else { return }
        detail.clip = clips[sender.clickedRow]
        presentAsSheet(detail)
    }
}
