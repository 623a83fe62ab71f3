//
//  AccountViewController.swift
//  Shop
//
//  Created by Dana Whitfield on 14/02/2022.
//  Copyright © 2022 Shop Ltd. All rights reserved.
//

import UIKit

/// How this screen shows the scenes it instantiates: each is presented, pushed or shown where it
/// is made, except the ones after "Traps", which the graph must not draw.
final class AccountViewController: UITableViewController {
    private lazy var helpController = storyboard!.instantiateViewController(withIdentifier: "Help")
    weak var coordinator: AccountCoordinator?

    @IBAction func editProfile(_ sender: Any) {
        let profile = storyboard!.instantiateViewController(withIdentifier: "EditProfile") as! EditProfileViewController
        profile.account = account
        navigationController?.pushViewController(profile, animated: true)
    }

    @IBAction func showOrders(_ sender: UIBarButtonItem) {
        guard let orders = UIStoryboard(name: "Orders", bundle: nil)
            .instantiateViewController(withIdentifier: "OrderList") as? OrderListViewController else { return }
        orders.filter = .recent
        let navigation = UINavigationController(rootViewController: orders)
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if let address = storyboard?.instantiateViewController(withIdentifier: "Address") {
            show(address, sender: self)
        }
    }

    @IBAction func showTerms(_ sender: Any) {
        present(try! (storyboard!.instantiateViewController(withIdentifier: "Terms") as! TermsViewController), animated: true)
    }

    func resetToWelcome() {
        let welcome = storyboard!.instantiateViewController(withIdentifier: "Welcome")
        DispatchQueue.main.async {
            self.navigationController?.setViewControllers([self, welcome], animated: false)
        }
    }

    @IBAction func help(_ sender: Any) {
        present(self.helpController, animated: true)
    }

    @IBAction func showPayment(_ sender: Any) {
        let payment = StoryboardScene.Checkout.payment.instantiate()
        navigationController?.pushViewController(payment, animated: true)
    }

    @IBAction func showReceipts(_ sender: Any) {
        guard let receipts = R.storyboard.orders.receipts() else { return }
        showDetailViewController(receipts, sender: self)
    }

    @IBAction func showAllOrders(_ sender: Any) {
        guard let orders = UIStoryboard(name: "Orders", bundle: nil).instantiateInitialViewController() else { return }
        orders.modalPresentationStyle = .pageSheet
        present(orders, animated: true)
    }

    func legacyShowInvite() {
        let invite = self.storyboard!.instantiateViewControllerWithIdentifier("Invite")
        presentViewController(invite, animated: true, completion: nil)
    }

    // Traps: made here, shown elsewhere or never.

    static func make() -> AccountViewController {
        UIStoryboard(name: "Account", bundle: nil).instantiateViewController(withIdentifier: "Account") as! AccountViewController
    }

    @IBAction func startCheckout(_ sender: Any) {
        let checkout = UIStoryboard(name: "Checkout", bundle: nil).instantiateViewController(withIdentifier: "Cart")
        coordinator?.start(checkout)
    }

    func embedSummary() {
        let summary = storyboard!.instantiateViewController(withIdentifier: "Summary")
        addChild(summary)
        view.addSubview(summary.view)
        summary.didMove(toParent: self)
    }

    func preloadBanner() {
        let banner = storyboard!.instantiateViewController(withIdentifier: "Banner")
        let title = banner.title ?? ""
        present(UIAlertController(title: title, message: nil, preferredStyle: .alert), animated: true)
    }

    func warmUp() {
        _ = StoryboardScene.Checkout.initialScene.instantiate()
        let other = R.storyboard.orders.receipts()
        cache.append(other)
    }
}

