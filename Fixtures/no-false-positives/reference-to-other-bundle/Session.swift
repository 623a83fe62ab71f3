//
//  Session.swift
//  Harbor
//
//  Created by Luis Ferreira on 12/03/2021.
//

import Foundation

final class Session {

    static let current = Session(defaults: .standard)

    private let defaults: UserDefaults

    init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    var hasCompletedOnboarding: Bool {
        get { defaults.bool(forKey: "hasCompletedOnboarding") }
        set { defaults.set(newValue, forKey: "hasCompletedOnboarding") }
    }

    func signOut() {
        defaults.removeObject(forKey: "accessToken")
    }
}
