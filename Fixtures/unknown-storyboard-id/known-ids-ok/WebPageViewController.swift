//
//  WebPageViewController.swift
//  Parcel
//
//  Created by Lukas Brandt on 22/06/2021.
//

import UIKit
import WebKit

/// Carrier tracking pages (Main.storyboard) and help articles (Help.storyboard).
final class WebPageViewController: UIViewController, WKNavigationDelegate {

    var url: URL?
    private let webView = WKWebView()

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.frame = view.bounds
        webView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        webView.navigationDelegate = self
        view.addSubview(webView)
        if let url { webView.load(URLRequest(url: url)) }
    }

    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
        // Links open in a new page, so Back returns to the article.
        guard navigationAction.navigationType == .linkActivated, let target = navigationAction.request.url,
              let page = storyboard?.instantiateViewController(withIdentifier: "WebPage") as? WebPageViewController else {
            return decisionHandler(.allow)
        }
        page.url = target
        show(page, sender: self)
        decisionHandler(.cancel)
    }
}
