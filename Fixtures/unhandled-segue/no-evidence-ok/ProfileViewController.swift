//
//  ProfileViewController.swift
//  Courier
//
//  Created by Dana Whitfield on 12/03/2021.
//

import UIKit

final class ProfileViewController: UIViewController {
    var user: User!
}

final class OnboardingViewController: UIViewController {
    @IBOutlet weak var pageControl: UIPageControl!
}

final class LoginViewController: UIViewController {
    @IBOutlet weak var emailField: UITextField!
}

final class ComposerViewController: UIViewController {
    private var draft: Draft!

    init?(coder: NSCoder, draft: Draft) {
        self.draft = draft
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use init(coder:draft:)")
    }
}

struct User { var name: String }
struct Draft { var author: User }
final class Session { var user = User(name: "") }
