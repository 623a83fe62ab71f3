//
//  Declarations.swift
//  Concern: declarations. Types and what they inherit (an @objc name included), String enums and
//  their raw values, string constants and computed names, the stored properties rules look at
//  (implicitly unwrapped, typed with a view controller, Clean Swift's router), segue methods.
//

import UIKit

let kShowOnboardingSegue = "showOnboarding"

protocol StoryboardIdentifiable: AnyObject {
    static var storyboardIdentifier: String { get }
}

extension StoryboardIdentifiable where Self: UIViewController {
    static var storyboardIdentifier: String { String(describing: self) }
}

extension Notification.Name {
    static let ordersDidChange = Notification.Name(rawValue: "OrdersDidChange")
}

@objc protocol OrdersRoutingLogic {
    func routeToShowOrder(segue: UIStoryboardSegue?)
    func routeToHelp()
}

protocol OrdersDataPassing {
    var dataStore: OrdersDataStore? { get }
}

struct Order {
    enum Status: String, Codable {
        case pending
        case shipped = "SHIPPED"
        case delivered
    }

    let id: String
    var status: Status
}

actor OrderCache {
    static let shared = OrderCache()
    static let folderName = "OrderCache"
    private var orders: [String: Order] = [:]
}

@objc(SHPOrdersViewController)
final class OrdersViewController: UITableViewController, StoryboardIdentifiable {
    enum SegueIdentifier: String {
        case showOrder
        case editAddress = "EditAddress"
        case showReceipt = "show-receipt", showHelp
    }

    enum Section: Int {
        case pending, delivered
    }

    private enum Constants {
        static let trackingSegue = "showTracking"
        static let emptyStateTitle: String = "No orders yet"
        // Near-miss: a localised string is no literal the extractor can read: no constant.
        static let emptyStateMessage = NSLocalizedString("orders.empty.message", comment: "")
    }

    static var cellIdentifier: String { "OrderCell" }

    class var sceneName: String {
        return String(describing: self)
    }

    var router: (NSObjectProtocol & OrdersRoutingLogic & OrdersDataPassing)?
    var interactor: OrdersBusinessLogic?
    var selectedOrder: Order!
    weak var detailViewController: OrderDetailViewController?
    private var searchController: UISearchController?
    // Near-miss: an outlet is set when the storyboard loads: no unwrapped property.
    @IBOutlet private weak var summaryLabel: UILabel!
}

class HomeViewController: UIViewController {
    private var pendingSegues: [UIStoryboardSegue] = []

    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
        navigationController?.popToRootViewController(animated: false)
    }

    @objc func checkoutDidFinish(_ segue: UIStoryboardSegue) {}

    @objc(unwindFromSettings:) func settingsDidClose(_ segue: UIStoryboardSegue) {}

    // Swift 2 spelling: its first parameter had no label by default, so the selector was
    // unwindToList: (Swift 3 and later name it unwindToListWithSegue:).
    @IBAction func unwindToList(segue: UIStoryboardSegue) {}

    // Near-miss: an array of segues is not a segue: no segue method.
    func replay(_ segues: [UIStoryboardSegue]) {
        pendingSegues.append(contentsOf: segues)
    }
}

final class OrdersRouter: NSObject, OrdersRoutingLogic, OrdersDataPassing {
    weak var viewController: OrdersViewController?
    var dataStore: OrdersDataStore?

    func routeToShowOrder(segue: UIStoryboardSegue?) {
        guard let destination = segue?.destination as? OrderDetailViewController else { return }
        destination.router?.dataStore?.order = dataStore?.selectedOrder
    }

    func routeToHelp() {
        viewController?.present(HelpViewController(), animated: true)
    }
}
