import UIKit

/// Shows the onboarding screens that the package's own storyboard lays out.
public final class OnboardingCoordinator {
    private let navigationController: UINavigationController
    private let storyboard = UIStoryboard(name: "Onboarding", bundle: .module)

    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    public func start() {
        let welcome = storyboard.instantiateViewController(withIdentifier: "Welcome") as! WelcomeViewController
        welcome.onContinue = { [weak self] in self?.showPermissions() }
        navigationController.setViewControllers([welcome], animated: false)
    }

    private func showPermissions() {
        let permissions = storyboard.instantiateViewController(withIdentifier: "Permisions")
        navigationController.pushViewController(permissions, animated: true)
    }
}
