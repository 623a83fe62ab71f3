//  SegueCalls.swift
//  Concern: segue calls. performSegue on self and on other objects, identifiers compared or switched
//  on in prepare(for:sender:) and shouldPerformSegue(withIdentifier:sender:), the destination casts in
//  those branches, prepare sent to super or forwarded to a child, segues built in code, R.swift segues.

import UIKit
import UserNotifications

final class CartViewController: UITableViewController, UNUserNotificationCenterDelegate {
    enum SegueIdentifier: String {
        case showProduct
        case checkout = "showCheckout"
    }

    private enum Segues {
        static let coupons = "showCoupons"
    }

    @IBAction func checkoutTapped(_ sender: UIButton) {
        performSegue(withIdentifier: SegueIdentifier.checkout.rawValue, sender: sender)
    }

    @IBAction func couponsTapped(_ sender: Any) {
        self.performSegue(withIdentifier: Segues.coupons, sender: nil)
        // Near-miss: NSObject's perform(_:with:afterDelay:) is not perform(segue:): no use.
        perform(#selector(refreshTotals), with: nil, afterDelay: 0.3)
    }

    func showWishlist() { tabBarController?.performSegue(withIdentifier: "showWishlist", sender: self) }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        if identifier == SegueIdentifier.checkout.rawValue {
            return !cart.items.isEmpty
        }
        return identifier != "showCoupons" || cart.acceptsCoupons
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let identifier = segue.identifier else { return }
        switch identifier {
        case "showProduct":
            let product = segue.destination as! ProductViewController
            product.product = sender as? Product
        case SegueIdentifier.checkout.rawValue:
            let navigation = segue.destination as! UINavigationController
            let checkout = navigation.topViewController as! CheckoutViewController
            checkout.cart = cart
        case Segues.coupons:
            (segue.destination as? CouponsViewController)?.delegate = self
        default:
            super.prepare(for: segue, sender: sender)
        }
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        // Near-miss: a notification request's identifier is not a segue's: no comparison.
        if response.notification.request.identifier == "orderShipped" {
            performSegue(withIdentifier: "showTracking", sender: response)
        }
        completionHandler()
    }
}

final class ProductViewController: UIViewController {
    enum SegueIdentifier: String {
        case showReviews, showGallery = "ShowGallery", showSizeGuide
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let identifier = segue.identifier, let segueID = SegueIdentifier(rawValue: identifier) else {
            super.prepare(for: segue, sender: sender)
            return
        }
        switch segueID {
        case .showReviews:
            let reviews = segue.destination as! ReviewsViewController
            reviews.productID = product.id
        case .showGallery:
            if let gallery = segue.destination as? GalleryViewController { gallery.images = product.images }
        case .showSizeGuide:
            break
        }
    }
}

final class HomeViewController: UIViewController {
    private var menu: MenuViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let detail = R.segue.homeViewController.showDetail(segue: segue) {
            detail.destination.item = sender as? Item
        } else if segue.identifier == "embedMenu" {
            menu = segue.destination as? MenuViewController
        } else if segue.identifier == "showSearch", let nav = segue.destination as? UINavigationController,
                  let search = nav.topViewController as? SearchViewController {
            search.query = searchBar.text
        }
        // Kept from the storyboard's first version: the branch does nothing.
        if segue.identifier == "showAbout" {}
        for child in children {
            child.prepare(for: segue, sender: sender)
        }
    }

    func showMapFaded() {
        let map = MapViewController()
        FadeSegue(identifier: "fade", source: self, destination: map).perform()
    }

    func showMapModally() {
        let map = MapViewController()
        // Near-miss: a segue made without an identifier has none to check: no segue built.
        let segue = UIStoryboardSegue(identifier: nil, source: self, destination: map) { [weak self] in
            self?.present(map, animated: true)
        }
        segue.perform()
    }
}
