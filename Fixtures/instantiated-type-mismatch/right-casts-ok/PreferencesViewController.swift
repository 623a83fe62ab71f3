//
//  PreferencesViewController.swift
//  Tempo
//
//  Created by Hana Kobayashi on 13/11/2023.
//

import Cocoa

/// A tab of the Settings window.
protocol PreferencePane: NSViewController {
    var paneTitle: String { get }
}

final class PreferencesWindowController: NSWindowController {
    override func windowDidLoad() {
        super.windowDidLoad()
        window?.center()
    }
}

final class PreferencesViewController: NSViewController {

    private let tabView = NSTabView()

    override func viewDidLoad() {
        super.viewDidLoad()
        tabView.frame = view.bounds
        tabView.autoresizingMask = [.width, .height]
        view.addSubview(tabView)

        let general = storyboard!.instantiateController(withIdentifier: NSStoryboard.SceneIdentifier("GeneralPane")) as! GeneralPaneViewController
        general.sessionLength = UserDefaults.standard.double(forKey: "sessionLength")
        add(general)
        if let sounds = storyboard?.instantiateController(withIdentifier: "SoundsPane") as? PreferencePane {
            add(sounds)
        }
    }

    private func add(_ pane: PreferencePane) {
        let item = NSTabViewItem(viewController: pane)
        item.label = pane.paneTitle
        tabView.addTabViewItem(item)
    }
}

final class GeneralPaneViewController: NSViewController, PreferencePane {
    let paneTitle = "General"
    var sessionLength: TimeInterval = 25 * 60
}

final class SoundsPaneViewController: NSViewController {
    var tickingSound = "Woodblock"
}

extension SoundsPaneViewController: PreferencePane {
    var paneTitle: String { "Sounds" }
}
