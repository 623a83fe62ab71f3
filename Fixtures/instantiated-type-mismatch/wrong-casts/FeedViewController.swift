//
//  FeedViewController.swift
//  Trailmix
//
//  Created by Amara Okafor on 23/01/2023.
//

import UIKit

struct Hike {
    var trail: String
    var distance: Measurement<UnitLength>
    var hikedOn: Date
}

final class FeedViewController: UITableViewController {

    var account: Account?
    private var hikes: [Hike] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        if account?.homeRegion.isEmpty ?? true {
            showCompleteProfileBanner()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        hikes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "HikeCell", for: indexPath)
        cell.textLabel?.text = hikes[indexPath.row].trail
        return cell
    }

    @IBAction func settingsTapped(_ sender: UIBarButtonItem) {
        let settings = storyboard!.instantiateViewController(withIdentifier: "Settings") as! SettingsViewController
        settings.account = account
        navigationController?.pushViewController(settings, animated: true)
    }

    @IBAction func profileTapped(_ sender: UIBarButtonItem) {
        let profile = storyboard!.instantiateViewController(withIdentifier: "Profile") as! SettingsViewController
        profile.account = account
        navigationController?.pushViewController(profile, animated: true)
    }

    private func showCompleteProfileBanner() {
        let banner = UIButton(type: .system)
        banner.setTitle("🥾 Add your home region to see trails nearby", for: .normal)
        banner.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 56)
        banner.addTarget(self, action: #selector(completeProfileTapped), for: .touchUpInside)
        tableView.tableHeaderView = banner
    }

    @objc private func completeProfileTapped() {
        let navigation = storyboard!.instantiateViewController(withIdentifier: "EditProfileNav") as! UINavigationController
        (navigation.topViewController as? EditProfileViewController)?.account = account
        present(navigation, animated: true)
    }
}
