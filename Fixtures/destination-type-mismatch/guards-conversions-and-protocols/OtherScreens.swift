import ThemeKit
import UIKit

final class BidViewController: UIViewController, Themeable {
    var lot: Lot?
    func apply(_ theme: Theme) {}
}

final class SellerViewController: UIViewController, Themeable {
    var sellerID: String?
    func apply(_ theme: Theme) {}
}

/// The seller's public profile, shown from the web link handler; laid out in code.
final class SellerProfileViewController: UIViewController {
    var sellerID: String?
}

final class FiltersViewController: UIViewController {
    var filters = LotFilters()
}

/// The sort options sheet, laid out in code.
final class SortViewController: UIViewController {
    var filters = LotFilters()
}

struct Lot {
    var title: String
    var sellerID: String
    static let samples = [Lot(title: "Clock", sellerID: "s1")]
}

struct LotFilters {}
