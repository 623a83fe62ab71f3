//
//  BasePostViewController.swift
//  Commons
//
//  Created by Rafael Quintero on 12/03/2021.
//

import UIKit

struct Community {
    var name: String
    var guidelinesURL: URL
}

enum DraftKind {
    case photo, text
}

/// What the post composers share. The Photo Post and Text Post scenes use its subclasses.
class BasePostViewController: UIViewController {

    var community: Community?

    var draftKind: DraftKind { .text }

    @IBAction func guidelinesTapped(_ sender: UIButton) {
        performSegue(withIdentifier: "showGuidelines", sender: sender)
    }

    @IBAction func draftsTapped(_ sender: UIBarButtonItem) {
        performSegue(withIdentifier: "showDrafts", sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showGuidelines":
            (segue.destination as? GuidelinesViewController)?.community = community
        case "showDrafts":
            (segue.destination as? DraftsViewController)?.kind = draftKind
        default:
            break
        }
    }
}
