//
//  DebugMenuViewController.swift
//  Fieldnotes
//
//  Created by Ingrid Halvorsen on 11/09/2023.
//

import UIKit
import FieldnotesOnboarding

/// A storyboard testers can jump into from the debug menu.
struct DebugScreen {
    var title: String
    var storyboard: UIStoryboard
}

/// Three-finger tap on the sightings list (debug builds only).
final class DebugMenuViewController: UITableViewController {

    private lazy var screens: [DebugScreen] = [
        DebugScreen(title: "🐦 Sightings", storyboard: UIStoryboard(name: Storyboards.main, bundle: nil)),
        DebugScreen(title: "⚙️ Settings", storyboard: UIStoryboard(name: "Setings", bundle: nil)),
        DebugScreen(title: "👋 Onboarding", storyboard: UIStoryboard(name: "Onboarding", bundle: Bundle(for: OnboardingKit.self))),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Debug"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "DebugCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Open by Name…", style: .plain, target: self, action: #selector(askForName))
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        screens.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "DebugCell", for: indexPath)
        cell.textLabel?.text = screens[indexPath.row].title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let initial = screens[indexPath.row].storyboard.instantiateInitialViewController() else { return }
        present(initial, animated: true)
    }

    @objc private func askForName() {
        let alert = UIAlertController(title: "Storyboard Name", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.autocapitalizationType = .none }
        alert.addAction(UIAlertAction(title: "Open", style: .default) { [weak self, weak alert] _ in
            guard let name = alert?.textFields?.first?.text, !name.isEmpty else { return }
            self?.openStoryboard(named: name)
        })
        present(alert, animated: true)
    }

    private func openStoryboard(named name: String) {
        let storyboard = UIStoryboard(name: name, bundle: nil)
        guard let initial = storyboard.instantiateInitialViewController() else { return }
        present(initial, animated: true)
    }
}
