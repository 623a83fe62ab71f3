//
//  ModulesViewController.swift
//  Bluefruit
//

import UIKit

final class ModulesViewController: UITableViewController {

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch indexPath.row {
        case 0:
            // "UartModeViewController" is the Storyboard ID of a storyboard reference in Main that
            // leads to Uart.storyboard's initial view controller.
            let controller = storyboard!.instantiateViewController(withIdentifier: "UartModeViewController") as! UartModeViewController
            show(controller, sender: self)
        default:
            // A reference's Storyboard ID can differ from the scene it leads to.
            let progress = storyboard!.instantiateViewController(withIdentifier: "ImageTransferProgressViewController") as! ProgressViewController
            present(progress, animated: true)
        }
    }
}

final class UartModeViewController: UIViewController {}

final class ProgressViewController: UIViewController {}
