//
//  HelpViewController.swift
//  Parcel
//
//  Created by Lukas Brandt on 22/06/2021.
//

import UIKit

final class HelpViewController: UITableViewController {

    private let topics: [(title: String, url: URL?)] = [
        ("Where is my parcel?", URL(string: "https://help.parcel.app/where-is-my-parcel")),
        ("Adding a shipment", URL(string: "https://help.parcel.app/adding-a-shipment")),
        ("Contact Support", nil),
    ]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        topics.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "HelpTopicCell", for: indexPath)
        cell.textLabel?.text = topics[indexPath.row].title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if let url = topics[indexPath.row].url {
            let article = storyboard?.instantiateViewController(withIdentifier: "WebPage") as? WebPageViewController
            article?.url = url
            article.map { show($0, sender: self) }
        } else {
            let contact = storyboard!.instantiateViewController(withIdentifier: "ContactSupport") as! ContactSupportViewController
            show(contact, sender: self)
        }
    }

    @IBAction func doneTapped(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }
}
