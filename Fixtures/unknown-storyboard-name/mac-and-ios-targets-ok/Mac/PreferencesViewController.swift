//
//  PreferencesViewController.swift
//  Reader
//
//  Created by Noor Haddad on 11/03/2025.
//  Copyright © 2025 Reader Contributors. All rights reserved.
//

import AppKit

final class PreferencesViewController: NSViewController {}
