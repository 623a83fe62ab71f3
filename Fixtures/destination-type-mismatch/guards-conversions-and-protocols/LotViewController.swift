import ThemeKit
import UIKit

final class LotViewController: UIViewController, Themeable {
    enum Route: String {
        case placeBid
        case showSeller
    }

    var lot: Lot?

    func apply(_ theme: Theme) {
        view.backgroundColor = theme.background
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let identifier = segue.identifier, let route = Route(rawValue: identifier) else { return }
        switch route {
        case .placeBid:
            let bid = segue.destination as! BidViewController
            bid.lot = lot
        case .showSeller:
            let seller = segue.destination as! SellerProfileViewController
            seller.sellerID = lot?.sellerID
        }
    }
}

/// The iPad layout of a lot, laid out in a xib.
final class LotDetailViewController: UIViewController {
    var lot: Lot?
}
