//
//  LegalDocumentViewController.swift
//  Budget
//

import UIKit
import WebKit

class LegalDocumentViewController: UIViewController {

    var baseURL: URL?
    var documentPath: String { "" }
    private let webView = WKWebView()

    override func loadView() {
        view = webView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let url = baseURL?.appendingPathComponent(documentPath) else { return }
        webView.load(URLRequest(url: url))
    }
}

final class PrivacyPolicyViewController: LegalDocumentViewController {
    override var documentPath: String { "privacy" }
}

final class TermsViewController: LegalDocumentViewController {
    override var documentPath: String { "terms" }
}
