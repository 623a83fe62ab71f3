//
//  PeopleViewController.swift
//  DemoApp
//

import UIKit

class PeopleViewController: UITableViewController, SegueHandlerType {

    enum SegueIdentifier: String {
        case showPerson
        case addPerson
    }

    private let store = PersonStore.shared

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.tableFooterView = UIView()
    }

    // MARK: - Table view data source

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return store.people.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "personCell", for: indexPath)
        let person = store.people[indexPath.row]
        cell.textLabel?.text = person.name
        cell.detailTextLabel?.text = person.email
        return cell
    }

    // MARK: - Navigation

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segueIdentifierForSegue(segue) {
        case .showPerson:
            guard let indexPath = tableView.indexPathForSelectedRow else { return }
            let personViewController = segue.destination as! PersonViewController
            personViewController.person = store.people[indexPath.row]
        case .addPerson:
            let navigationController = segue.destination as! UINavigationController
            let editViewController = navigationController.topViewController as! EditPersonViewController
            editViewController.person = nil
        }
    }

    @IBAction func unwindToPeople(_ segue: UIStoryboardSegue) {
        guard let editViewController = segue.source as? EditPersonViewController,
            let edited = editViewController.editedPerson else { return }
        if let original = editViewController.person {
            store.replace(original, with: edited)
        } else {
            store.add(edited)
        }
        tableView.reloadData()
    }

    @IBAction func showSettings(_ sender: Any) {
        let settings = storyboard!.instantiateViewController(withIdentifier: "Settings")
        navigationController?.pushViewController(settings, animated: true)
    }
}
