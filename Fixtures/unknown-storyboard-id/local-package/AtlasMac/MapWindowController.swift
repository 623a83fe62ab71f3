import AppKit

final class MapWindowController: NSWindowController {
    convenience init() {
        self.init(window: NSWindow(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false))
    }
}
