//
//  BrewsViewController.swift
//  Brewlog
//
//  Created by Tomás Ferreira on 02/02/2024.
//

import UIKit

struct Brew {
    var method: String
    var beans: String
    var grams: Double
    var brewedAt: Date
}

final class BrewJournal {
    static let didSaveBrew = Notification.Name("BrewJournalDidSaveBrew")

    private(set) var brews: [Brew] = []

    func save(_ brew: Brew) {
        brews.insert(brew, at: 0)
        NotificationCenter.default.post(name: Self.didSaveBrew, object: self)
    }
}

final class BrewsViewController: UITableViewController {

    var journal = BrewJournal()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(journalChanged), name: BrewJournal.didSaveBrew, object: nil)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        journal.brews.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BrewCell", for: indexPath)
        let brew = journal.brews[indexPath.row]
        cell.textLabel?.text = "\(brew.method) · \(brew.beans)"
        cell.textLabel?.font = UIFont(name: "AvenirNext-DemiBold", size: 17)
        cell.imageView?.image = UIImage(named: "bean-placeholder")
        return cell
    }

    @IBAction func timerTapped(_ sender: UIBarButtonItem) {
        guard let timer = UIStoryboard.brewTimer.instantiateInitialViewController() else { return }
        present(timer, animated: true)
    }

    @IBAction func beansTapped(_ sender: UIBarButtonItem) {
        let beans = traitCollection.horizontalSizeClass == .regular
            ? UIStoryboard(name: "Beans.iPad", bundle: nil)
            : UIStoryboard(name: "Beans", bundle: nil)
        guard let library = beans.instantiateInitialViewController() else { return }
        present(library, animated: true)
    }

    @objc private func journalChanged() {
        tableView.reloadData()
        if journal.brews.count == 10, !UserDefaults.standard.bool(forKey: "didShowPaywall") {
            // The paywall ships in PaywallKit, a framework shared with the Mac app.
            let paywall = UIStoryboard(name: "Paywall", bundle: Bundle(identifier: "com.brewlog.PaywallKit"))
            guard let offer = paywall.instantiateInitialViewController() else { return }
            UserDefaults.standard.set(true, forKey: "didShowPaywall")
            present(offer, animated: true)
        }
    }
}
