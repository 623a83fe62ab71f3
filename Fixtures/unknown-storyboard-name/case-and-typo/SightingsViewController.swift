//
//  SightingsViewController.swift
//  Fieldnotes
//
//  Created by Ingrid Halvorsen on 04/05/2023.
//

import UIKit

struct Sighting {
    var species: String
    var seenAt: Date
    var notes: String
}

final class SightingStore {
    private(set) var sightings: [Sighting] = []

    func add(_ sighting: Sighting) {
        sightings.insert(sighting, at: 0)
    }
}

final class SightingsViewController: UITableViewController {

    var store = SightingStore()

    override func viewDidLoad() {
        super.viewDidLoad()
        #if DEBUG
        let threeFingerTap = UITapGestureRecognizer(target: self, action: #selector(showDebugMenu))
        threeFingerTap.numberOfTouchesRequired = 3
        view.addGestureRecognizer(threeFingerTap)
        #endif
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.sightings.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SightingCell", for: indexPath)
        cell.textLabel?.text = store.sightings[indexPath.row].species
        return cell
    }

    @IBAction func settingsTapped(_ sender: UIBarButtonItem) {
        let settings = UIStoryboard(name: "Settings", bundle: nil)
        guard let navigation = settings.instantiateInitialViewController() else { return }
        present(navigation, animated: true)
    }

    @objc private func showDebugMenu() {
        let menu = DebugMenuViewController(style: .insetGrouped)
        present(UINavigationController(rootViewController: menu), animated: true)
    }
}
