//
//  UIViewController+Help.swift
//  Basket
//
//  Created by Ada Nwosu on 12/03/2021.
//

import UIKit

extension UIViewController {
    /// Screens with a Help button connect it to a "showHelp" segue; shaking the phone opens it too.
    func openHelp() {
        performSegue(withIdentifier: "showHelp", sender: nil)
    }
}

final class HelpViewController: UIViewController {
    var topic = ""
}
