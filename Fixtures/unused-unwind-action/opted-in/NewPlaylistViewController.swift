import UIKit

final class NewPlaylistViewController: UIViewController {}
