//
//  SecondViewController.swift
//  Jotter
//
//  Created by Priya Raman on 27/06/2020.
//

import Rswift
import UIKit

final class SecondViewController: UIViewController {

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let typed = R.segue.secondViewController.showAbout(segue: segue) {
            typed.destination.version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
        }
    }
}

final class AboutViewController: UIViewController {
    var version: String?
}
