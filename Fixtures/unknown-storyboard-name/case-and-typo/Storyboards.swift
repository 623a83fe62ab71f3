//
//  Storyboards.swift
//  Fieldnotes
//
//  Created by Ingrid Halvorsen on 04/05/2023.
//

/// The app's storyboard file names, for `UIStoryboard(name:bundle:)`.
enum Storyboards {
    static let main = "Main"
    static let settings = "Settings"
}
