import UIKit

final class WelcomeViewController: UIViewController {
    var onContinue: (() -> Void)?

    @IBAction private func continueTapped(_ sender: UIButton) {
        onContinue?()
    }
}

final class PermissionsViewController: UIViewController {
    @IBAction private func allowTapped(_ sender: UIButton) {
        dismiss(animated: true)
    }
}
