import UIKit

final class MapViewController: UIViewController {}
