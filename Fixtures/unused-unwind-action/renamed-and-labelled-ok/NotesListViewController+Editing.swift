//
//  NotesListViewController+Editing.swift
//  Jotter
//
//  Created by Priya Raman on 12/03/2019.
//  Copyright © 2019 Jotter Ltd. All rights reserved.
//

import UIKit

extension NotesListViewController {

    /// Cancel (Main.storyboard) unwinds here. The storyboard names the selector the
    /// Objective-C version of the app used, so the Swift name is free to be descriptive.
    @IBAction @objc(cancelEditing:)
    func editorDidCancel(_ segue: UIStoryboardSegue) {
        tableView.indexPathForSelectedRow.map { tableView.deselectRow(at: $0, animated: true) }
    }
}
