//
//  CurrencyFormatter.swift
//  Ledger
//
//  Created by Marta Kowalczyk on 12/03/2021.
//

import Foundation

/// Shared with the Objective-C screens through Ledger-Swift.h.
@objc final class CurrencyFormatter: NSObject {

    private static let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = Locale(identifier: "pl_PL")
        return formatter
    }()

    @objc static func string(from amount: NSNumber) -> String {
        formatter.string(from: amount) ?? ""
    }
}
