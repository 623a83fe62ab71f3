//
//  ProfileViewController.swift
//  Chirp
//

import UIKit

final class ProfileViewController: UIViewController {

    var account: Account!

    /// The avatar viewer fades in; its segue is built in code by the presenter.
    @IBAction func avatarTapped(_ sender: Any) {
        AvatarPresenter().present(from: self, sender: sender)
    }

    /// A later refactor moved the fade into a storyboard-style call: but no storyboard segue is
    /// named "showAvatar", so performSegue raises.
    @IBAction func avatarLongPressed(_ sender: Any) {
        performSegue(withIdentifier: "showAvatar", sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showAvatar", let viewer = segue.destination as? AvatarViewController {
            viewer.account = account
        } else if segue.identifier == "editProfile" {
            (segue.destination as? EditProfileViewController)?.account = account
        }
    }
}

/// Builds the fade segue and runs the source's prepare, as a storyboard segue would.
struct AvatarPresenter {
    func present(from source: UIViewController, sender: Any?) {
        let segue = FadeSegue(identifier: "showAvatar", source: source, destination: AvatarViewController())
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }
}

final class FadeSegue: UIStoryboardSegue {
    override func perform() {
        source.present(destination, animated: true)
    }
}

final class AvatarViewController: UIViewController {
    var account: Account?
}

final class FollowingViewController: UITableViewController {}

final class EditProfileViewController: UIViewController {
    var account: Account?
}

struct Account {
    var handle: String
}
