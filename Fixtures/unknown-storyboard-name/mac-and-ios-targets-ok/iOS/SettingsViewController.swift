//
//  SettingsViewController.swift
//  Reader
//
//  Created by Noor Haddad on 11/03/2025.
//  Copyright © 2025 Reader Contributors. All rights reserved.
//

import UIKit

final class SettingsViewController: UITableViewController {}
