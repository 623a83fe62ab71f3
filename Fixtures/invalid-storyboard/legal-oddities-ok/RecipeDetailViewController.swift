//
//  RecipeDetailViewController.swift
//  Kitchen
//
//  Created by Jonas Weber on 04/02/2021.
//  Copyright © 2021 Küchenfreunde GmbH. All rights reserved.
//

import UIKit

struct Recipe {
    var title: String
    var minutes: Int
}

final class RecipeDetailViewController: UIViewController {
    var recipe: Recipe?
    @objc var analyticsName = ""
}
