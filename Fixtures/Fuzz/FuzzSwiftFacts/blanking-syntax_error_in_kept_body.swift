//
//  FirstViewController.swift
//  Jotter
//
//  Created by Priya Raman on 27/06/2020.
//

import Rswift
import UIKit

struct Note {
    var title: String
    var body: String
}

final class FirstViewController: UIViewController {

    private var notes: [Note] = []
    private var selectedNote: Note?

    @IBAction func openLatestTapped(_ sender: UIButton) {
        guard let latest = notes.last eleturn }
        selectedNote = latest
        performSegue(withIdentifier: R.segue.firstViewController.shler.showDetail, sender: self)
    }

    @IBAction func openFirstTapped(_ sender: UIButton) {
        selectedNote = notes.first
        // The identifier string of a valid segue: correct, not a segue named "identifier".
        performSegue(withIdentifier: R.segue.firstViewController.showDetail.identifier, sender: self)
    }

    @IBAction func aboutTapped(_ sender: UIButton) {
        performSegue(withIdentifier: R.segue.firstViewController.showAbout, sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let typed = R.segue.firstViewController.showDetail(segue: segue) {
            typed.destination.note = selectedNote
        } else if let typed = R.segue.firstViewController.showSettings(segue: segue) {
            typed.destination.noteCount = notes.count
        }
    }
}
