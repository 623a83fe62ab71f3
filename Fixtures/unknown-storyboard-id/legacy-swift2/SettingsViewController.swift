//
//  SettingsViewController.swift
//  Tally
//
//  Created by Maren Okafor on 03/09/2015.
//  Copyright © 2015 Tally. All rights reserved.
//

import UIKit

class SettingsViewController: UITableViewController {

    override func tableView(tableView: UITableView, didSelectRowAtIndexPath indexPath: NSIndexPath) {
        switch indexPath.row {
        case 0:
            let about = self.storyboard!.instantiateViewControllerWithIdentifier("About") as! AboutViewController
            self.navigationController?.pushViewController(about, animated: true)
        case 1:
            let licenses = self.storyboard!.instantiateViewControllerWithIdentifier("Licences") as! LicensesViewController
            self.navigationController?.pushViewController(licenses, animated: true)
        default:
            break
        }
    }

    func openScreen(identifier: String) {
        let screen = UIStoryboard(name: "Settings", bundle: nil).instantiateViewControllerWithIdentifier(identifier)
        self.presentViewController(screen, animated: true, completion: nil)
    }
}

class AboutViewController: UIViewController {
    @IBAction func showLicenses(sender: AnyObject) {
        let licenses = self.storyboard!.instantiateViewControllerWithIdentifier("Licenses") as! AboutViewController
        self.showViewController(licenses, sender: self)
    }
}

class LicensesViewController: UITableViewController {}
