//
//  ProfileViewController.swift
//  Chirp
//
//  Clean Swift (VIP) scene.
//

import UIKit

protocol ProfileDisplayLogic: AnyObject {
    func displayProfile(viewModel: Profile.Load.ViewModel)
}

class ProfileViewController: UIViewController, ProfileDisplayLogic {
    var router: (NSObjectProtocol & ProfileRoutingLogic & ProfileDataPassing)?
    private weak var header: ProfileHeaderViewController?

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        let router = ProfileRouter()
        router.viewController = self
        self.router = router
    }

    // MARK: Routing

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "EmbedProfileHeader" {
            header = segue.destination as? ProfileHeaderViewController
            return
        }
        if let scene = segue.identifier {
            let selector = NSSelectorFromString("routeTo\(scene)WithSegue:")
            if let router = router, router.responds(to: selector) {
                router.perform(selector, with: segue)
            }
        }
    }

    @IBAction func settingsTapped(_ sender: UIBarButtonItem) {
        performSegue(withIdentifier: "ShowSettings", sender: sender)
    }

    func displayProfile(viewModel: Profile.Load.ViewModel) {
        header?.displayName = viewModel.displayName
    }
}
