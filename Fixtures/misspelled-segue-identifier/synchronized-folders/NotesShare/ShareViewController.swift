//
//  ShareViewController.swift
//  NotesShare
//
//  Created by Keiko Tanaka on 12/03/2024.
//

import UIKit
import UniformTypeIdentifiers

class ShareViewController: UIViewController {

    @IBOutlet weak var textView: UITextView!

    private let store = NoteStore()
    private var sharedText = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        loadSharedItem()
    }

    private func loadSharedItem() {
        guard let item = extensionContext?.inputItems.first as? NSExtensionItem,
              let provider = item.attachments?.first else { return }
        let type: UTType = provider.hasItemConformingToTypeIdentifier(UTType.url.identifier) ? .url : .plainText
        provider.loadItem(forTypeIdentifier: type.identifier) { [weak self] value, _ in
            let text = (value as? URL)?.absoluteString ?? (value as? String) ?? ""
            DispatchQueue.main.async {
                self?.sharedText = text
                self?.textView.text = text
            }
        }
    }

    @IBAction func saveTapped(_ sender: UIBarButtonItem) {
        store.add(Note(title: String(sharedText.prefix(40)), body: sharedText))
        performSegue(withIdentifier: "post", sender: sender)
    }

    @IBAction func cancelTapped(_ sender: UIBarButtonItem) {
        extensionContext?.cancelRequest(withError: CocoaError(.userCancelled))
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "preview" {
            let preview = segue.destination as! NotePreviewViewController
            preview.text = sharedText
        } else if segue.identifier == "post" {
            // The "Saved to Notes" screen shows for a moment, then the extension closes.
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
                self?.extensionContext?.completeRequest(returningItems: nil)
            }
        }
    }
}
