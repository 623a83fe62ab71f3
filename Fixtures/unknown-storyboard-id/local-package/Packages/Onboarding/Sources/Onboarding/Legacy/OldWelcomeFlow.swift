import UIKit

// Kept for reference; excluded from the target in Package.swift.
final class OldWelcomeFlow {
    func start(from presenter: UIViewController) {
        let storyboard = UIStoryboard(name: "OnboardingLegacy", bundle: .module)
        presenter.present(storyboard.instantiateViewController(withIdentifier: "OldWelcome"), animated: true)
    }
}
