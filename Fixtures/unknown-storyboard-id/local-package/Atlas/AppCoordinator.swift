import Onboarding
import UIKit

final class AppCoordinator {
    private let navigationController: UINavigationController
    private var onboarding: OnboardingCoordinator?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let coordinator = OnboardingCoordinator(navigationController: navigationController)
        onboarding = coordinator
        coordinator.start()
    }

    func showMap() {
        let map = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Map")
        navigationController.pushViewController(map, animated: true)
    }
}
