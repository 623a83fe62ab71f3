//
//  Storyboards.swift
//  Reader
//
//  Created by Noor Haddad on 11/03/2025.
//  Copyright © 2025 Reader Contributors. All rights reserved.
//

// The storyboards of the app on each platform. This file is in both targets; each platform's
// storyboards exist only in its own target.

#if os(iOS)

import UIKit

extension UIStoryboard {
    static var main: UIStoryboard {
        UIStoryboard(name: "Main", bundle: nil)
    }

    static var settings: UIStoryboard {
        UIStoryboard(name: "Settings", bundle: nil)
    }
}

#else

import AppKit

extension NSStoryboard {
    static var preferences: NSStoryboard {
        NSStoryboard(name: "Preferences", bundle: nil)
    }
}

#endif
