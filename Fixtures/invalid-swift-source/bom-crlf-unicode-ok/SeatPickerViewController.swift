//
//  SeatPickerViewController.swift
//  Marquee
//
//  Created by Sofia Järvinen on 12/03/2019.
//  Copyright © 2019 Marquee Cinemas Oy. All rights reserved.
//

import UIKit

enum Seat: Hashable {
    case free, taken, wheelchair
}

final class SeatPickerViewController: UIViewController {

    var showtime: Showtime?

    /// Floors → sections → rows → seats, as the seating API returns an auditorium.
    static let sampleAuditorium: [[[[Seat]]]] = [
        [ // Stalls
            [[.free, .free, .taken, .free], [.wheelchair, .free]],
            [[.taken, .taken, .free], [.free, .free, .free]],
        ],
        [ // Circle
            [[.free, .free, .free, .free, .free]],
        ],
    ]

    /// Legend labels, in the app's six languages.
    static let legend: [Seat: [String]] = [
        .free: ["Free", "Vapaa", "Свободно", "空席", "빈 좌석", "ว่าง"],
        .taken: ["Taken", "Varattu", "Занято", "予約済み", "예약됨", "จองแล้ว"],
        .wheelchair: ["Wheelchair ♿️", "Pyörätuoli", "Для колясок", "車椅子席", "휠체어석", "ที่นั่งวีลแชร์"],
    ]

    private let soldOutText = """
        No seats left for this showing 😢
        Try a later one, or tap "Notify me" and we'll tell you when seats free up.
        Näytös on loppuunmyyty · Мест нет · 満席です
        """

    #if DEBUG
    /// Copied to the pasteboard by the debug menu, for reproducing seat-map bugs from the console.
    static let debugRecipe = #"vc.performSegue(withIdentifier: "seatPicker", sender: nil) // "\(showtime)" stays as typed"#
    #endif

    private var selectedSeats: [IndexPath] = []

    @IBAction private func continueTapped(_ sender: UIButton) {
        guard !selectedSeats.isEmpty else { return }
        performSegue(withIdentifier: "showCheckout", sender: selectedSeats)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showCheckout", let checkout = segue.destination as? CheckoutViewController else { return }
        checkout.showtime = showtime
        checkout.seats = sender as? [IndexPath] ?? []
    }
}
