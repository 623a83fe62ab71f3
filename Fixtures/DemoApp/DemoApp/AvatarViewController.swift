//
//  AvatarViewController.swift
//  DemoApp
//

import UIKit

class AvatarViewController: UIViewController {

    @IBOutlet weak var imageView: UIImageView!

    var image: UIImage?

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.image = image
        let tap = UITapGestureRecognizer(target: self, action: #selector(close))
        view.addGestureRecognizer(tap)
    }

    override var prefersStatusBarHidden: Bool {
        return true
    }

    @objc private func close() {
        dismiss(animated: true, completion: nil)
    }
}
