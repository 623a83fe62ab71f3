import UIKit

final class MessageViewController: UIViewController {}
