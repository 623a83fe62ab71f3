//
//  Screens.swift
//  Fitness
//

import UIKit

struct User {
    var name: String
}

final class HelpViewController: UIViewController {
    enum Topic { case gettingStarted, workouts }
    var topic: Topic = .workouts
}

final class AccountViewController: UIViewController {
    var user: User?
}
