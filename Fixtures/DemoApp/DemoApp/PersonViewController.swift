//
//  PersonViewController.swift
//  DemoApp
//

import UIKit

class PersonViewController: UIViewController {

    @IBOutlet weak var avatarImageView: UIImageView!
    @IBOutlet weak var nameLabel: UILabel!

    var person: Person?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "👤 Person"
        nameLabel.text = person?.name
        avatarImageView.layer.cornerRadius = avatarImageView.bounds.width / 2
        avatarImageView.clipsToBounds = true
    }

    @IBAction func recentOrdersTapped(_ sender: Any) {
        performSegue(withIdentifier: "showOrders", sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showAvatar" {
            let avatarViewController = segue.destination as! AvatarViewController
            avatarViewController.image = avatarImageView.image
        } else if segue.identifier == "showOrdrs" {
            // Orders lives in Orders.storyboard; the reference resolves to its initial controller.
            if let ordersViewController = segue.destination as? OrdersViewController {
                ordersViewController.person = person
                ordersViewController.onlyRecent = (sender as? PersonViewController) === self
            }
        }
    }

    @IBAction func avatarLongPressed(_ sender: UILongPressGestureRecognizer) {
        guard sender.state == .began else { return }
        perform(segue: StoryboardSegue.Main.showPhoto, sender: self)
    }
}
