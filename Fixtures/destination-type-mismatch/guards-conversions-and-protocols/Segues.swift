import UIKit

/// The segues of the auction screens, compared with the segue itself: `if segue == .showFilters`.
enum AuctionSegue: String {
    case showLot
    case showFilters
}

func == (lhs: UIStoryboardSegue, rhs: AuctionSegue) -> Bool {
    lhs.identifier == rhs.rawValue
}
