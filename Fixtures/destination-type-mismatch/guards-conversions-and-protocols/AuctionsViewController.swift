import UIKit

final class AuctionsViewController: UITableViewController {
    private var lots: [Lot] = Lot.samples
    private var filters = LotFilters()

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue == .showFilters {
            let sort = segue.destination as! SortViewController
            sort.filters = filters
            return
        }
        guard segue.identifier == "showLot", let row = tableView.indexPathForSelectedRow?.row else {
            print("unhandled segue \(segue.identifier ?? "-")")
            return
        }
        let detail = segue.destination as! LotDetailViewController
        detail.lot = lots[row]
    }
}
